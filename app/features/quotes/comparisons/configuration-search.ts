import type { ConfigurationRow } from "@shared/quotes/configuration-admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiData } from "~/lib/api-client";

/**
 * A saved configuration as the picker shows it: fields of the list's row (decision 056: the
 * shared response schema's type, no copy), `status` and `monthlyCents` only when the row was
 * searched for (the editor's loader knows a picked one by its id alone).
 */
export type PickedConfiguration = Pick<ConfigurationRow, "id" | "name" | "currentVersion"> &
  Partial<Pick<ConfigurationRow, "status" | "monthlyCents">> & {
    companyName: string | null;
  };

export const PICKER_LIMIT = 8;

/** One row of GET /api/admin/configurations as the picker lists it. */
export function pickedFrom(row: ConfigurationRow): PickedConfiguration {
  return {
    id: row.id,
    name: row.name,
    companyName: row.prospect?.companyName ?? null,
    currentVersion: row.currentVersion,
    status: row.status,
    monthlyCents: row.monthlyCents,
  };
}

export function useConfigurationSearch(q: string) {
  return useQuery({
    queryKey: ["quote-comparison-configurations", q],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: String(PICKER_LIMIT) });
      if (q) params.set("q", q);
      const rows = await apiData<ConfigurationRow[]>(`/api/admin/configurations?${params}`, {
        signal,
      });
      return rows.map(pickedFrom);
    },
    staleTime: 30_000,
    // The last results stay (and keep keyboard focus) while the next search runs.
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
