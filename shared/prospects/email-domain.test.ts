import { describe, expect, it } from "vitest";
import { companyDomainOf } from "./email-domain";

describe("companyDomainOf", () => {
  it("gives the lower-case domain of a business address", () => {
    expect(companyDomainOf("Dana@Northwind-Dental.COM ")).toBe("northwind-dental.com");
    expect(companyDomainOf("ops@eu.acme-industries.co.uk")).toBe("eu.acme-industries.co.uk");
  });

  it("says nothing for free mailbox providers", () => {
    expect(companyDomainOf("someone@gmail.com")).toBeNull();
    expect(companyDomainOf("someone@Outlook.com")).toBeNull();
  });

  it("says nothing for reserved placeholder names", () => {
    for (const email of ["a@example.com", "a@acme.example", "a@x.test", "a@host.localhost"]) {
      expect(companyDomainOf(email)).toBeNull();
    }
  });

  it("says nothing without a domain", () => {
    expect(companyDomainOf("no-at-sign")).toBeNull();
    expect(companyDomainOf("trailing@")).toBeNull();
  });
});
