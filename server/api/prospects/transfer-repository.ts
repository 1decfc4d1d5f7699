import type { Database } from "../../db/client";
import type { ActivityActor } from "./activity";
import { prospectsCsv } from "./export-csv";
import type { ProspectExportQuery } from "./export-filter";
import { importProspects } from "./import-run";

/** Prospects in and out as CSV: the export of a list filter, and the import of a file. */
export function createProspectTransferRepository(db: Database) {
  return {
    exportCsv: (query: ProspectExportQuery) => prospectsCsv(db, query),
    import: (input: Parameters<typeof importProspects>[1], actor: ActivityActor, tag: string) =>
      importProspects(db, input, actor, tag),
  };
}
