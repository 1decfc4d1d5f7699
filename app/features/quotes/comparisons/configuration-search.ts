import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiData } from "~/lib/api-client";

/** A saved configuration as the picker shows it. */
export interface PickedConfiguration {
  id: string;
  name: string;
  companyName: string | null;
  /** Every version from 1 up to this one exists (versions are never deleted). */
  currentVersion: number;
  status?: string;
  monthlyCents?: number;
}

export const PICKER_LIMIT = 8;

/**
 * GET /api/admin/configurations?q= (the Service configurations page's list), read leniently:
 * entries are `{ id, name, prospect: { companyName } | null, currentVersion, status,
 * monthlyCents, ... }`; one that does not fit is left out rather than breaking the picker.
 */
const entrySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prospect: z.object({ companyName: z.string() }).nullish(),
    currentVersion: z.number().int().min(1).optional(),
    version: z.number().int().min(1).optional(),
    status: z.string().optional(),
    monthlyCents: z.number().int().optional(),
    isActive: z.boolean().optional(),
  })
  .transform(
    (entry): PickedConfiguration => ({
      id: entry.id,
      name: entry.name,
      companyName: entry.prospect?.companyName ?? null,
      currentVersion: entry.currentVersion ?? entry.version ?? 1,
      status: entry.status,
      monthlyCents: entry.monthlyCents,
    }),
  );

export function readConfigurations(data: unknown): PickedConfiguration[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry) => {
    const parsed = entrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export function useConfigurationSearch(q: string) {
  return useQuery({
    queryKey: ["quote-comparison-configurations", q],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: String(PICKER_LIMIT) });
      if (q) params.set("q", q);
      return readConfigurations(
        await apiData<unknown>(`/api/admin/configurations?${params}`, { signal }),
      );
    },
    staleTime: 30_000,
    // The last results stay (and keep keyboard focus) while the next search runs.
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
