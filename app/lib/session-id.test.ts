import { isSessionId } from "@shared/builder/session-id";
import { describe, expect, it } from "vitest";
import { chooseSessionId, createSessionId } from "./session-id";

describe("session id (seed 001 §3)", () => {
  it("has the form session-<timestamp>-<alphanumeric>", () => {
    const id = createSessionId(1_700_000_000_000);
    expect(id).toMatch(/^session-1700000000000-[a-z0-9]{12}$/);
    expect(isSessionId(id)).toBe(true);
  });

  it("prefers a valid ?sessionId= over the stored one", () => {
    const fromUrl = "session-1-abc123";
    expect(chooseSessionId(`?sessionId=${fromUrl}`, "session-2-def456")).toBe(fromUrl);
  });

  it("keeps the stored id when the URL has none or an invalid one", () => {
    expect(chooseSessionId("", "session-2-def456")).toBe("session-2-def456");
    expect(chooseSessionId("?sessionId=<script>", "session-2-def456")).toBe("session-2-def456");
  });

  it("creates a new id when neither is usable", () => {
    expect(isSessionId(chooseSessionId("?sessionId=", "garbage"))).toBe(true);
  });
});
