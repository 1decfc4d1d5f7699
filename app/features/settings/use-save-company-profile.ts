import type { CompanyProfile } from "@shared/settings/company-profile";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

/** PUT /api/admin/company-profile */
export function useSaveCompanyProfile() {
  return useAdminMutation(
    (profile: CompanyProfile) =>
      apiData<CompanyProfile>("/api/admin/company-profile", { method: "PUT", body: profile }),
    "Company profile saved",
  );
}
