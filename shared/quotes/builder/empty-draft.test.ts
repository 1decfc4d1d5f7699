import { describe, expect, it } from "vitest";
import { builderDraftSchema } from "./draft";
import { emptyDraft } from "./empty-draft";

describe("emptyDraft", () => {
  it("is what the draft schema makes of nothing", () => {
    expect(emptyDraft()).toEqual(builderDraftSchema.parse({}));
  });

  it("is a new draft each time, so one session's changes never reach another's", () => {
    expect(emptyDraft()).not.toBe(emptyDraft());
    expect(emptyDraft().selections).not.toBe(emptyDraft().selections);
  });
});
