// The characters a WOFF2 font file has glyphs for (its cmap table, formats 4 and 12), read with
// Node's Brotli: enough to check what a unicode-range promises against what the file draws.
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

// WOFF2's known table tags, by their index in the table directory's flags (WOFF2 spec, 5.1).
const KNOWN_TAGS =
  'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
    .split(' ')
    .map((tag) => tag.replace('_', ' '));

export function woff2CodePoints(path: string): Set<number> {
  const file = readFileSync(path);
  const numTables = file.readUInt16BE(12);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = file[at++]!;
      value = (value << 7) | (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error(`${path}: bad UIntBase128`);
  };
  const tables: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = file[at++]!;
    const tag = (flags & 0x3f) === 63 ? file.toString('latin1', at, (at += 4)) : KNOWN_TAGS[flags & 0x3f]!;
    const origLength = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? flags >> 6 === 0 : flags >> 6 !== 0;
    tables.push({ tag, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(file.subarray(at));
  let offset = 0;
  let cmap: Buffer | undefined;
  for (const table of tables) {
    if (table.tag === 'cmap') cmap = data.subarray(offset, offset + table.length);
    offset += table.length;
  }
  if (!cmap) throw new Error(`${path}: no cmap table`);
  const points = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(sub);
    if (format === 4) {
      const segments = cmap.readUInt16BE(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = cmap.readUInt16BE(starts + s * 2);
        const end = cmap.readUInt16BE(ends + s * 2);
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let code = start; code <= end && code !== 0xffff; code++) {
          const glyph =
            rangeOffset === 0
              ? (code + delta) & 0xffff
              : cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
          if (glyph !== 0) points.add(code);
        }
      }
    } else if (format === 12) {
      for (let g = 0; g < cmap.readUInt32BE(sub + 12); g++) {
        for (let code = cmap.readUInt32BE(sub + 16 + g * 12); code <= cmap.readUInt32BE(sub + 20 + g * 12); code++)
          points.add(code);
      }
    }
  }
  return points;
}
