import type { ProspectQuery } from "@shared/prospects/prospect-query";
import type { Database } from "../../db/client";
import { createArrivalWrites } from "./arrival-writes";
import { createContactWrites } from "./prospect-contacts";
import { prospectDetail, prospectTimeline } from "./prospect-detail";
import { createProspectMerge } from "./prospect-merge";
import { listProspects, prospectItem, prospectTags } from "./prospect-queries";
import { createProspectWrites } from "./prospect-writes";

/** What staff do with prospects (issue 13): the list, the page, edits, contacts, merges. */
export function createProspectAdminRepository(db: Database) {
  return {
    list: (query: ProspectQuery) => listProspects(db, query),
    get: (id: number) => prospectItem(db, id),
    detail: (id: number) => prospectDetail(db, id),
    timeline: (id: number, window: { limit: number; before?: number | undefined }) =>
      prospectTimeline(db, id, window),
    tags: () => prospectTags(db),
    ...createProspectWrites(db),
    contacts: createContactWrites(db),
    arrivals: createArrivalWrites(db),
    merge: createProspectMerge(db),
  };
}

export type ProspectAdminRepository = ReturnType<typeof createProspectAdminRepository>;
