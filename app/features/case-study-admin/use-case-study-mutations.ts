import type {
  CaseStudyAdminItem,
  CaseStudyInput,
  CaseStudyUpdate,
} from "@shared/case-studies/case-study-admin";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { apiData } from "~/lib/api-client";

const CASE_STUDIES = "/api/admin/case-studies";

export function useCreateCaseStudy() {
  return useAdminMutation(
    (input: CaseStudyInput) =>
      apiData<CaseStudyAdminItem>(CASE_STUDIES, { method: "POST", body: input }),
    "Case study created",
  );
}

/** PUT /:id on the version the editor loaded: a stale one answers 409 and changes nothing. */
export function useUpdateCaseStudy() {
  return useAdminMutation(
    ({ id, ...body }: CaseStudyUpdate & { id: number }) =>
      apiData<CaseStudyAdminItem>(`${CASE_STUDIES}/${id}`, { method: "PUT", body }),
    "Case study saved",
  );
}

export function usePublishCaseStudy() {
  return useAdminMutation(({ id, published }: { id: number; published: boolean }) =>
    apiData<CaseStudyAdminItem>(`${CASE_STUDIES}/${id}/publish`, {
      method: "POST",
      body: { published },
    }),
  );
}

/** The whole order at once: the server sets it in one transaction. */
export function useReorderCaseStudies() {
  return useAdminMutation((ids: number[]) =>
    apiData<CaseStudyAdminItem[]>(`${CASE_STUDIES}/order`, { method: "PUT", body: { ids } }),
  );
}

/** Deleting the last published one answers 409: one must stay on the landing page. */
export function useDeleteCaseStudy() {
  return useAdminMutation(
    (id: number) => apiData<CaseStudyAdminItem>(`${CASE_STUDIES}/${id}`, { method: "DELETE" }),
    "Case study deleted",
  );
}
