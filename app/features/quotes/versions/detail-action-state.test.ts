import { ACCEPTED_FROZEN } from "@shared/quotes/status-machine";
import { describe, expect, it } from "vitest";
import { detailActionState } from "./detail-action-state";

describe("the staff detail's actions follow the quote's state machine", () => {
  it("a draft is saved, shared and archived, not revised", () => {
    expect(detailActionState({ status: "draft" })).toEqual({
      revise: false,
      saveVersion: true,
      share: true,
      archive: true,
      frozen: null,
    });
  });

  it("an accepted quote is frozen: only an explicit revision changes it", () => {
    expect(detailActionState({ status: "accepted" })).toEqual({
      revise: true,
      saveVersion: false,
      share: false,
      archive: true,
      frozen: ACCEPTED_FROZEN,
    });
  });

  it("an archived quote offers Restore instead of Archive", () => {
    expect(detailActionState({ status: "viewed", archived: true }).archive).toBe(false);
    expect(detailActionState({ status: "viewed", archived: false }).archive).toBe(true);
  });
});
