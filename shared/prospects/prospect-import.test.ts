import { describe, expect, it } from "vitest";
import { checkRow, guessMapping, importTagFor, isBlankRow } from "./prospect-import";

describe("guessMapping", () => {
  it("maps the usual header names in any case and spelling", () => {
    expect(
      guessMapping([
        "Company Name",
        "Full name",
        "E-mail Address",
        "Phone",
        "Job Title",
        "Stage",
        "Labels",
        "Owner",
      ]),
    ).toEqual({ company: 0, name: 1, email: 2, phone: 3, title: 4, status: 5, tags: 6, owner: 7 });
  });

  it("maps the prospects export's own header row", () => {
    const exported =
      "id,company,domain,status,owner,owner username,tags,source,company size,primary contact,primary e-mail,primary phone,contacts";
    expect(guessMapping(exported.split(","))).toEqual({
      company: 1,
      status: 3,
      owner: 4,
      tags: 6,
      name: 9,
      email: 10,
      phone: 11,
    });
  });

  it("leaves unknown headers unmapped and uses each column once", () => {
    expect(guessMapping(["Notes", "email", "Email"])).toEqual({ email: 1 });
    expect(guessMapping([])).toEqual({});
  });
});

describe("checkRow", () => {
  const mapping = { company: 0, email: 1, status: 2, tags: 3 };

  it("trims, reads status labels in any case and splits tags", () => {
    expect(checkRow([" Acme ", " ada@acme.com ", "Qualified", "VIP; east ,"], mapping)).toEqual({
      ok: true,
      row: {
        company: "Acme",
        name: "",
        email: "ada@acme.com",
        phone: "",
        title: "",
        status: "qualified",
        tags: ["vip", "east"],
        owner: "",
      },
    });
  });

  it("names each bad field with a message", () => {
    expect(checkRow(["Acme", "not-an-address", "maybe", ""], mapping)).toEqual({
      ok: false,
      errors: {
        email: "Enter a valid e-mail address",
        status: "Use one of New, Contacted, Qualified, Proposal, Won, Lost",
      },
    });
    expect(checkRow(["Acme", "", "", ""], mapping)).toEqual({
      ok: false,
      errors: { email: "Enter an e-mail address" },
    });
  });

  it("refuses over-long values and too many tags", () => {
    const tags = Array.from({ length: 21 }, (_, i) => `t${i}`).join(";");
    const result = checkRow(["x".repeat(201), "a@b.com", "", tags], mapping);
    expect(result).toEqual({
      ok: false,
      errors: { company: "Keep company names under 200 characters", tags: "Use at most 20 tags" },
    });
  });
});

describe("isBlankRow and importTagFor", () => {
  it("treats rows with only empty mapped cells as blank", () => {
    expect(isBlankRow(["", "  "], { company: 0, email: 1 })).toBe(true);
    expect(isBlankRow(["", "x"], { email: 0 })).toBe(true);
    expect(isBlankRow(["a@b.com"], { email: 0 })).toBe(false);
  });

  it("tags an import with its day", () => {
    expect(importTagFor(new Date("2026-11-26T23:00:00Z"))).toBe("import-2026-11-26");
  });
});
