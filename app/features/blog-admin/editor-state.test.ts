import { type BlogAdminDetail, readAutosaveState } from "@shared/blog/blog-admin";
import { describe, expect, it } from "vitest";
import { initialState, savedState, slugFollowsTitle, withTitle } from "./editor-state";

const post: BlogAdminDetail = {
  id: 1000,
  slug: "untitled-post",
  title: "Untitled post",
  excerpt: "",
  image: "",
  imageAlt: "",
  tags: [],
  author: { name: "Jordan Lee", title: "", avatar: "" },
  publishedOn: "2026-11-26",
  featured: false,
  content: { keyInsights: [], trends: [], metrics: [] },
  body: "",
  status: "draft",
  publishAt: null,
  version: 1,
  autosave: null,
  autosavedAt: null,
  createdAt: "2026-11-26T10:00:00.000Z",
  updatedAt: "2026-11-26T10:00:00.000Z",
};

describe("initialState", () => {
  it("opens the saved post when nothing was autosaved", () => {
    expect(initialState(post)).toEqual({ state: savedState(post), restored: false });
  });

  it("restores the autosave field by field, skipping values of the wrong kind", () => {
    // An older editor's autosave as the server reads it back (readAutosaveState).
    const autosave = readAutosaveState({
      title: "Typed",
      body: "## Draft",
      tags: "not a list",
      unknown: 1,
    });
    const { state, restored } = initialState({ ...post, autosave });
    expect(restored).toBe(true);
    expect(state).toEqual({ ...savedState(post), title: "Typed", body: "## Draft" });
  });
});

describe("the slug of a draft", () => {
  it("follows the title until edited by hand, and never on a published post", () => {
    const state = savedState(post);
    expect(slugFollowsTitle(post, state)).toBe(true);
    expect(withTitle(state, "Zero Trust, Day 1", true).slug).toBe("zero-trust-day-1");
    expect(withTitle(state, "Zero Trust", false).slug).toBe("untitled-post");
    expect(slugFollowsTitle({ ...post, status: "published" }, state)).toBe(false);
    expect(slugFollowsTitle(post, { ...state, slug: "my-own" })).toBe(false);
  });
});
