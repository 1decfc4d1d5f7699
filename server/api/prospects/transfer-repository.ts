import type { ProspectMatch } from "@shared/prospects/prospect-query";
import type { Database } from "../../db/client";
import type { ActivityActor } from "./activity";
import { prospectsCsv } from "./export-csv";
import { importProspects } from "./import-run";

/** Prospects in and out as CSV: the export of a list filter, and the import of a file. */
export function createProspectTransferRepository(db: Database) {
  return {
    exportCsv: (query: ProspectMatch) => prospectsCsv(db, query),
    import: (input: Parameters<typeof importProspects>[1], actor: ActivityActor, tag: string) =>
      importProspects(db, input, actor, tag),
  };
}
