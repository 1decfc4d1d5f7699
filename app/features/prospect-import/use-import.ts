import type { ImportMapping, ImportResult } from "@shared/prospects/prospect-import";
import { useMutation } from "@tanstack/react-query";
import { apiData } from "~/lib/api-client";

export interface ImportCall {
  fileName: string;
  rows: string[][];
  mapping: ImportMapping;
  dryRun: boolean;
}

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
