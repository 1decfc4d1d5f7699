import { describe, expect, it } from "vitest";
import { namesText, refusalMessage } from "./invalid-fields";

describe("namesText", () => {
  it("joins the names of the fields in error as a person would say them", () => {
    expect(namesText(["Timeline"])).toBe("Timeline");
    expect(namesText(["Users", "Timeline"])).toBe("Users and Timeline");
    expect(namesText(["Users", "Servers", "Timeline"])).toBe("Users, Servers and Timeline");
  });
});

describe("refusalMessage", () => {
  it("names every field a refused save marked, in page order", () => {
    expect(refusalMessage([{ name: "E-mail" }], { email: "Enter an e-mail address." })).toBe(
      "Check E-mail before you save.",
    );
    expect(refusalMessage([{ name: "Company" }, { name: "E-mail" }], {}, "create")).toBe(
      "Check Company and E-mail before you create.",
    );
  });

  it("says the message itself when no field the form shows is marked", () => {
    expect(
      refusalMessage([], { selections: "Choose at least one service.", name: undefined }),
    ).toBe("Choose at least one service.");
    expect(refusalMessage([], {})).toBeNull();
  });
});
