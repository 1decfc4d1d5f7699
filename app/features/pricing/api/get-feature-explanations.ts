import type { FeatureExplanations } from "@shared/pricing/schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData } from "~/lib/api-client";

/** Seed 000 §7/§8: a failure is logged and leaves the glossary empty; it is never an error. */
export async function fetchFeatureExplanations(): Promise<FeatureExplanations> {
  try {
    return await apiData<FeatureExplanations>("/api/feature-explanations");
  } catch (error) {
    console.error("Failed to load feature explanations", error);
    return {};
  }
}

export const featureExplanationsQuery = queryOptions({
  queryKey: ["pricing", "feature-explanations"],
  queryFn: fetchFeatureExplanations,
});

export function useFeatureExplanations(initial: FeatureExplanations) {
  return useQuery({ ...featureExplanationsQuery, initialData: initial });
}
