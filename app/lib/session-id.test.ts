import { createSessionId, isSessionId } from "@shared/builder/session-id";
import { describe, expect, it } from "vitest";
import { chooseSessionId, sessionLink } from "./session-id";

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

  it("keeps the stored id when the URL has none", () => {
    expect(chooseSessionId("", "session-2-def456")).toBe("session-2-def456");
    expect(sessionLink("")).toBe("none");
  });

  it("starts a fresh session when the URL's id does not fit the pattern", () => {
    const chosen = chooseSessionId("?sessionId=<script>", "session-2-def456");
    expect(chosen).not.toBe("session-2-def456");
    expect(isSessionId(chosen)).toBe(true);
    expect(sessionLink("?sessionId=<script>")).toBe("invalid");
    expect(sessionLink("?sessionId=session-1-abc")).toBe("valid");
  });

  it("creates a new id when neither is usable", () => {
    expect(isSessionId(chooseSessionId("?sessionId=", "garbage"))).toBe(true);
  });
});
