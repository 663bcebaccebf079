import type { FastifyReply } from 'fastify';

// CSV for spreadsheets: UTF-8 with a byte-order mark (so the cedi sign survives Excel), CRLF line
// ends, every cell quoted, and cells that a spreadsheet would run as a formula (=, +, -, @, tab,
// carriage return first) prefixed with an apostrophe.

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** `2026-11-22 14:03` in Ghana's time (GMT, no daylight saving). */
export function readableDate(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/** Answers `csv` as a download named `<name>-<date>.csv`, never cached. */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    )
    .header('cache-control', 'no-store')
    .send(csv);
}
