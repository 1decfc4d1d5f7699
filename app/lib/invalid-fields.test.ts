import { describe, expect, it } from "vitest";
import { namesText } from "./invalid-fields";

describe("namesText", () => {
  it("joins the names of the fields in error as a person would say them", () => {
    expect(namesText(["Timeline"])).toBe("Timeline");
    expect(namesText(["Users", "Timeline"])).toBe("Users and Timeline");
    expect(namesText(["Users", "Servers", "Timeline"])).toBe("Users, Servers and Timeline");
  });
});
