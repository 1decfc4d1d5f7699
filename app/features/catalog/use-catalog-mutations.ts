import type { AdminService, ServiceInput } from "@shared/catalog/service";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

const CATALOG = "/api/admin/catalog";

/** POST a new service, or PUT an edit naming the version it started from (409 when stale). */
export function useSaveService() {
  return useAdminMutation(
    ({ id, version, input }: { id?: number; version?: number; input: ServiceInput }) =>
      id === undefined
        ? apiData<AdminService>(CATALOG, { method: "POST", body: input })
        : apiData<AdminService>(`${CATALOG}/${id}`, { method: "PUT", body: { ...input, version } }),
    "Service saved",
  );
}

/** POST .../archive or .../restore. */
export function useArchiveService() {
  return useAdminMutation(({ id, archived }: { id: number; archived: boolean }) =>
    apiData<AdminService>(`${CATALOG}/${id}/${archived ? "archive" : "restore"}`, {
      method: "POST",
    }),
  );
}
