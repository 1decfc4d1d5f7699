import { describe, expect, it } from "vitest";
import { counted } from "./plural";

describe("counted", () => {
  it("uses the singular for exactly one", () => {
    expect(counted(1, "server")).toBe("1 server");
  });
  it("uses the plural for none and for more than one", () => {
    expect(counted(0, "server")).toBe("0 servers");
    expect(counted(2, "server")).toBe("2 servers");
    expect(counted(1200, "user")).toBe("1,200 users");
  });
  it("takes an irregular plural", () => {
    expect(counted(3, "person", "people")).toBe("3 people");
  });
});
