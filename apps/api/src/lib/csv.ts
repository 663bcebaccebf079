import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// CSV for spreadsheets, written by csv-stringify as the rows come: UTF-8 with a byte-order mark
// (so the cedi sign survives Excel), CRLF line ends, every cell quoted, and text cells that a
// spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) prefixed with an
// apostrophe. Numbers are written as they are, negative ones too.

export type CsvCell = string | number | null | undefined;

/** `header`, then the `cells` of each of `rows` as they come, as a stream of CSV text. */
export function csvStream<T>(
  header: string[],
  rows: AsyncIterable<T> | Iterable<T>,
  cells: (row: T) => CsvCell[],
): Readable {
  const csv = stringify({
    bom: true,
    columns: header,
    header: true,
    quoted: true,
    quoted_empty: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  // A failure on the way (the database gone mid-export) ends the download with the error, which
  // the reply logs.
  return pipeline(Readable.from(rows).map(cells), csv, () => {});
}

/** `2026-11-22 14:03` in Ghana's time (GMT, no daylight saving). */
export function readableDate(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/** The response schema of a route answering with sendCsv. */
export const csvReply = {
  description: 'A spreadsheet (CSV, UTF-8 with a byte-order mark), as a download',
  content: { 'text/csv': { schema: z.string() } },
};

/** Answers `csv` as a download named `<name>-<date>.csv`, never cached. */
export function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    )
    .header('cache-control', 'no-store')
    .send(csv);
}
