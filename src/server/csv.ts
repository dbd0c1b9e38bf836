// The one CSV writer every back-office export uses. RFC 4180 quoting, UTF-8 with a byte-order mark
// (so spreadsheet apps show Arabic names correctly), CSV-injection guard (wherever a spreadsheet
// could start a cell with a formula, an apostrophe makes it text), and rows streamed from a Postgres
// cursor in batches so a 100,000-row export never holds every row in memory.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from './sql.ts';

export const CSV_BOM = '\uFEFF';
/** Rows fetched from the cursor per round trip. */
export const CSV_BATCH_ROWS = 1000;

/** A cell starting with one of these is a formula to Excel, LibreOffice or Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula after a separator inside a value: a spreadsheet may split the cell there (`;` is the
 * list separator in many locales, and some imports split on tab or line breaks even inside quotes),
 * so `x;=HYPERLINK(…)` would start a new cell with a formula. Spaces before it may be trimmed.
 */
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n] *)(?=[=+\-@])/g;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** The text with an apostrophe before every formula a spreadsheet could see in it (decision 0031). */
export function neutraliseFormulas(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers are written as numbers (a negative number is data, not a formula).
  if (typeof value !== 'number') text = neutraliseFormulas(text);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** `thawab-users-2026-11-22.csv` */
export function csvFilename(what: string, date = new Date()): string {
  return `thawab-${what}-${date.toISOString().slice(0, 10)}.csv`;
}

export function csvHeaders(filename: string): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * Streams `query`'s rows as CSV: a transaction with a cursor (works on node-postgres and Neon),
 * FETCHing the next batch only when the reader wants more bytes. Closing the download ends the
 * cursor and the transaction.
 */
export function streamCsv<Row extends Record<string, unknown>>(
  db: Database,
  query: SQL,
  columns: readonly CsvColumn<Row>[],
  { batchRows = CSV_BATCH_ROWS }: { batchRows?: number } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let wanted: (() => void) | null = null;
  let cancelled = false;
  const demand = () => {
    const resolve = wanted;
    wanted = null;
    resolve?.();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(columns.map((column) => column.header))));
        db.transaction(async (tx) => {
          await tx.execute(sql`DECLARE csv_export NO SCROLL CURSOR FOR ${query}`);
          for (;;) {
            if (cancelled) break;
            if ((controller.desiredSize ?? 1) <= 0) await new Promise<void>((resolve) => (wanted = resolve));
            if (cancelled) break;
            const rows = await queryRows<Row>(tx, sql.raw(`FETCH FORWARD ${batchRows} FROM csv_export`));
            if (rows.length > 0) {
              let chunk = '';
              for (const row of rows) chunk += csvLine(columns.map((column) => column.value(row)));
              controller.enqueue(encoder.encode(chunk));
            }
            if (rows.length < batchRows) break;
          }
          await tx.execute(sql`CLOSE csv_export`);
        }).then(
          () => {
            if (!cancelled) controller.close();
          },
          (error: unknown) => {
            console.error('[csv] export failed:', error instanceof Error ? error.message : error);
            if (!cancelled) controller.error(error);
          },
        );
      },
      pull() {
        demand();
      },
      cancel() {
        cancelled = true;
        demand();
      },
    },
    // Up to ~256 KB waits in the stream before the cursor is asked for more.
    { highWaterMark: 256 * 1024, size: (chunk) => chunk.byteLength },
  );
}

export function csvResponse<Row extends Record<string, unknown>>(
  db: Database,
  what: string,
  query: SQL,
  columns: readonly CsvColumn<Row>[],
): Response {
  return new Response(streamCsv(db, query, columns), { status: 200, headers: csvHeaders(csvFilename(what)) });
}

/**
 * A streamed CSV download of lines an async generator yields (for reports that are not one SQL
 * query, e.g. the analytics export): the BOM first, then each line as it is produced.
 */
export function csvLinesResponse(filename: string, rows: AsyncIterable<string>): Response {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM));
    },
    async pull(controller) {
      try {
        const { done, value } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        console.error('[csv] export failed mid-stream:', error instanceof Error ? error.message : error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
  return new Response(stream, { status: 200, headers: csvHeaders(filename) });
}
