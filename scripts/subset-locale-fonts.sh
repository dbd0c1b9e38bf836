#!/usr/bin/env bash
# Regenerates the right-to-left UI fonts' subsets (src/layouts/locale-fonts.ts, decision 0063).
# @fontsource's "arabic" files cover every Arabic-script block (Supplement, Extended-A/B, the
# presentation forms, the mathematical letters): 156 KB of Noto Nastaliq Urdu and 52 KB of Noto
# Naskh Arabic. Urdu and Arabic text is written in the Arabic block (U+0600-06FF: Urdu's ٹ ڈ ڑ ں ہ ھ
# ے are there too), with the joiners and direction marks and the ligatures ﷲ and ﷺ, so the subset keeps that block and every
# layout feature (the contextual forms and ligatures live in GSUB/GPOS) and the name table (the OFL's
# copyright and licence travel with the font). Characters outside it fall back to the device's font.
# Keep UNICODES equal to SUBSET_RANGE in src/layouts/locale-fonts.ts (its unit test checks the files).
# Needs Debian's python3-fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
UNICODES='U+0600-06FF,U+200C-200F,U+2010-2011,U+FD3E-FD3F,U+FDF2,U+FDFA'
for face in noto-naskh-arabic noto-nastaliq-urdu; do
  /usr/bin/python3 -m fontTools.subset \
    "node_modules/@fontsource/${face}/files/${face}-arabic-400-normal.woff2" \
    --unicodes="$UNICODES" --layout-features='*' --name-IDs='*' --flavor=woff2 \
    --output-file="src/assets/fonts/${face}-arabic-core.woff2"
  ls -l "src/assets/fonts/${face}-arabic-core.woff2"
done
