import type { ArrivalChanges } from "@shared/prospects/arrival";
import type { ProspectStatus } from "@shared/prospects/prospect";
import type {
  ContactInput,
  ProspectCreate,
  ProspectUpdate,
} from "@shared/prospects/prospect-input";
import type { ProspectItem } from "@shared/prospects/prospect-item";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

export const PROSPECTS = "/api/prospects";

/** The edit body of a prospect as loaded, with some fields changed. */
export function updateOf(prospect: ProspectItem, changes: Partial<ProspectUpdate>): ProspectUpdate {
  return {
    companyName: prospect.companyName,
    companySize: prospect.companySize,
    status: prospect.status,
    ownerUserId: prospect.owner?.id ?? null,
    tags: prospect.tags,
    version: prospect.version,
    ...changes,
  };
}

export function useCreateProspect() {
  return useAdminMutation(
    (input: ProspectCreate) => apiData<ProspectItem>(PROSPECTS, { method: "POST", body: input }),
    "Prospect created",
  );
}

/** PUT with the version loaded: a 409 when someone saved since. */
export function useUpdateProspect(success = "Prospect saved") {
  return useAdminMutation(
    ({ id, body }: { id: number; body: ProspectUpdate }) =>
      apiData<ProspectItem>(`${PROSPECTS}/${id}`, { method: "PUT", body }),
    success,
  );
}

export function useBulkStatus() {
  return useAdminMutation(({ ids, status }: { ids: number[]; status: ProspectStatus }) =>
    apiData<{ changed: number }>(`${PROSPECTS}/bulk-status`, {
      method: "POST",
      body: { ids, status },
    }),
  );
}

export function useArchiveProspect() {
  return useAdminMutation(({ id, archived }: { id: number; archived: boolean }) =>
    apiData<ProspectItem>(`${PROSPECTS}/${id}/${archived ? "archive" : "restore"}`, {
      method: "POST",
    }),
  );
}

export function useAddNote() {
  return useAdminMutation(
    ({ id, body }: { id: number; body: string }) =>
      apiData<ProspectItem>(`${PROSPECTS}/${id}/notes`, { method: "POST", body: { body } }),
    "Note added",
  );
}

export function useMergeProspect() {
  return useAdminMutation(
    ({ id, otherId, version }: { id: number; otherId: number; version: number }) =>
      apiData<ProspectItem>(`${PROSPECTS}/${id}/merge`, {
        method: "POST",
        body: { otherId, version },
      }),
    "Prospects merged",
  );
}

type ContactCall =
  | { kind: "add"; id: number; input: ContactInput }
  | { kind: "edit"; id: number; contactId: number; input: ContactInput }
  | { kind: "remove" | "primary"; id: number; contactId: number };

const contactSuccess = {
  add: "Contact added",
  edit: "Contact saved",
  remove: "Contact removed",
  primary: "Primary contact changed",
};

/** Every contact write of the prospect page, each confirmed with its own toast. */
export function useContactMutation(kind: ContactCall["kind"]) {
  return useAdminMutation((call: ContactCall) => {
    const contacts = `${PROSPECTS}/${call.id}/contacts`;
    switch (call.kind) {
      case "add":
        return apiData(contacts, { method: "POST", body: call.input });
      case "edit":
        return apiData(`${contacts}/${call.contactId}`, { method: "PUT", body: call.input });
      case "remove":
        return apiData(`${contacts}/${call.contactId}`, { method: "DELETE" });
      case "primary":
        return apiData(`${contacts}/${call.contactId}/primary`, { method: "POST" });
    }
  }, contactSuccess[kind]);
}

/** Applies details a visitor submitted (issue 32); a 409 when someone applied them first. */
export function useApplyArrival() {
  return useAdminMutation(
    ({ prospectId, arrivalId }: { prospectId: number; arrivalId: number }) =>
      apiData<ArrivalChanges>(`${PROSPECTS}/${prospectId}/arrivals/${arrivalId}/apply`, {
        method: "POST",
      }),
    "Submitted details applied",
  );
}
