import type { CreateUserInput, UserSummary } from "@shared/users/user-admin";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

/** POST /api/admin/users */
export function useCreateUser() {
  return useAdminMutation(
    (input: CreateUserInput) =>
      apiData<UserSummary>("/api/admin/users", { method: "POST", body: input }),
    "User created",
  );
}
