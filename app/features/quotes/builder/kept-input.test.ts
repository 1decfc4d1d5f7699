import type { BuilderState } from "@shared/quotes/builder/draft";
import { emptyDraft } from "@shared/quotes/builder/empty-draft";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  hasKeptInput,
  progressOf,
  readUnsentLead,
  unsavedDraftKey,
  unsentLeadKey,
} from "./kept-input";

const ID = "session-1-abc123";

const state = (change: Partial<BuilderState> = {}): BuilderState => ({
  sessionId: ID,
  draft: emptyDraft(),
  lead: null,
  configuration: null,
  savedAt: null,
  ...change,
});

function storing(entries: Record<string, unknown>) {
  const values = new Map(
    Object.entries(entries).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  vi.stubGlobal("window", { localStorage: { getItem: (key: string) => values.get(key) ?? null } });
}

afterEach(() => vi.unstubAllGlobals());

describe("how far the held session got (decision 046)", () => {
  it("counts a lead, or any step past the lead, as a configuration in progress", () => {
    const lead = {
      prospectId: 1,
      companyName: "Harbor Family Clinic",
      contactName: "Dana Reyes",
      email: "dana@example.com",
      phone: "",
      companySize: "11-50" as const,
    };
    expect(progressOf(state({ lead }), false)).toBe("lead");
    expect(progressOf(state({ draft: { ...emptyDraft(), stepReached: "summary" } }), false)).toBe(
      "lead",
    );
  });

  it("otherwise tells input kept in this browser from nothing at all", () => {
    expect(progressOf(state(), true)).toBe("input");
    expect(progressOf(state(), false)).toBe("nothing");
  });

  it("finds lead fields typed but not sent, or a draft not saved yet", () => {
    storing({ [unsentLeadKey(ID)]: { companyName: "Harbor", contactName: "", email: "" } });
    expect(hasKeptInput(ID)).toBe(true);
    storing({ [unsentLeadKey(ID)]: { companyName: " ", contactName: "", email: "" } });
    expect(hasKeptInput(ID)).toBe(false);
    storing({ [unsavedDraftKey(ID)]: emptyDraft() });
    expect(hasKeptInput(ID)).toBe(true);
    storing({});
    expect(hasKeptInput(ID)).toBe(false);
  });
});

describe("the lead step's fields kept unsent", () => {
  const typed = {
    companyName: "Harbor Family Clinic",
    contactName: "Dana Reyes",
    email: "dana@",
    phone: "",
  };

  it("reads them back as typed, with or without a size chosen", () => {
    storing({ [unsentLeadKey(ID)]: typed });
    expect(readUnsentLead(ID)).toEqual({ ...typed, companySize: undefined });
    storing({ [unsentLeadKey(ID)]: { ...typed, companySize: "11-50" } });
    expect(readUnsentLead(ID)).toEqual({ ...typed, companySize: "11-50" });
  });

  it("keeps only the form's fields", () => {
    storing({ [unsentLeadKey(ID)]: { ...typed, website: "x", admin: true } });
    expect(readUnsentLead(ID)).toEqual({ ...typed, companySize: undefined });
  });

  it("ignores nothing kept and any other shape (an older version's, an unknown size)", () => {
    storing({});
    expect(readUnsentLead(ID)).toBeNull();
    storing({ [unsentLeadKey(ID)]: "Harbor" });
    expect(readUnsentLead(ID)).toBeNull();
    storing({ [unsentLeadKey(ID)]: { ...typed, email: 42 } });
    expect(readUnsentLead(ID)).toBeNull();
    storing({ [unsentLeadKey(ID)]: { companyName: "Harbor" } });
    expect(readUnsentLead(ID)).toBeNull();
    storing({ [unsentLeadKey(ID)]: { ...typed, companySize: "huge" } });
    expect(readUnsentLead(ID)).toBeNull();
  });
});
