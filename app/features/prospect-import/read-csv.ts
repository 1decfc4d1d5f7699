import { groupDigits } from "@shared/numbers/group-digits";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "@shared/prospects/prospect-import";

export interface CsvFile {
  name: string;
  headers: string[];
  /** The lines after the header, as cells; blank lines in between are kept (row numbers). */
  rows: string[][];
}

export type CsvRead = { ok: true; file: CsvFile } | { ok: false; message: string };

const MB = 1024 * 1024;

/**
 * Reads a chosen file with papaparse on the main thread (a worker is not allowed by the
 * page's content security policy). Limits are checked here too, so a large file is refused
 * before it is sent.
 */
export async function readCsv(file: File): Promise<CsvRead> {
  if (file.size > IMPORT_MAX_BYTES) {
    return {
      ok: false,
      message: `This file is ${(file.size / MB).toFixed(1)} MB; the limit is ${IMPORT_MAX_BYTES / MB} MB. Split it into smaller files.`,
    };
  }
  const { default: Papa } = await import("papaparse");
  const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: false });
  const lines = parsed.data;
  while (lines.length > 0 && lines.at(-1)?.every((cell) => !cell.trim())) lines.pop();
  const [headers, ...rows] = lines;
  if (!headers || rows.length === 0) {
    return { ok: false, message: "The file has no rows under its header line." };
  }
  if (rows.length > IMPORT_MAX_ROWS) {
    return {
      ok: false,
      message: `The file has ${groupDigits(rows.length)} rows; import at most ${groupDigits(IMPORT_MAX_ROWS)} at a time. Split the file.`,
    };
  }
  return { ok: true, file: { name: file.name, headers: headers.map((h) => h.trim()), rows } };
}
