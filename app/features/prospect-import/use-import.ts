import type { ImportRequest, ImportResult } from "@shared/prospects/prospect-import";
import { useMutation } from "@tanstack/react-query";
import { apiData } from "~/lib/api-client";

/** POST /api/prospects/import's body (the shared request schema), with its file name and mode. */
export type ImportCall = ImportRequest & Required<Pick<ImportRequest, "fileName" | "dryRun">>;

/** POST /api/prospects/import: a dry run for the preview, then the import itself. */
export function useImport() {
  return useMutation({
    mutationFn: (call: ImportCall) =>
      apiData<ImportResult>("/api/prospects/import", {
        method: "POST",
        body: call,
        timeoutMs: 120_000,
      }),
    retry: false,
  });
}
