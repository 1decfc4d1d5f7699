import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";

export type CsvCell = string | number | boolean | null | undefined;

/** A table's columns: the header and how each row fills it. */
export type CsvColumns<Row> = readonly (readonly [header: string, value: (row: Row) => CsvCell])[];

/**
 * A spreadsheet-safe export: UTF-8 with a byte-order mark (so Excel reads accents right), and
 * every cell starting with = + - @ or a tab escaped so a spreadsheet never runs it as a formula.
 */
export function toCsv<Row>(columns: CsvColumns<Row>, rows: Iterable<Row>): string {
  const header = columns.map(([title]) => title);
  const records: CsvCell[][] = [];
  for (const row of rows) records.push(columns.map(([, value]) => value(row)));
  return stringify([header, ...records], { escape_formulas: true, bom: true });
}

/** prospects-2026-05-01.csv: the name and the day of the export (UTC). */
export function csvFileName(name: string, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Sends a CSV body as a download with an ASCII file name. */
export function sendCsv(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(body);
}
