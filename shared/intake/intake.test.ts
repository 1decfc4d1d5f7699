import { describe, expect, it } from "vitest";
import { readIntake } from "./intake";

/**
 * The intake's reading rules one at a time (issue 36 §1): numbers in words, sites counted by
 * city, negation, implied requirements, timelines. Written apart from the case files.
 */
const read = (text: string) => readIntake(text);

describe("company size", () => {
  it.each([
    ["We are forty-five staff.", "11-50"],
    ["A team of twelve.", "11-50"],
    ["Headcount is roughly 130.", "51-200"],
    ["We employ about 2,300 people.", "501+"],
    ["A 6-person firm.", "1-10"],
    ["Three of us run the shop.", "1-10"],
    ["Just me and two colleagues.", "1-10"],
    ["Solo consultant.", "1-10"],
    ["We have over 500 employees.", "501+"],
    ["Under 50 employees.", "11-50"],
    ["4 dentists, 8 hygienists and 10 office staff.", "11-50"],
    ["300 employees, 40 of them engineers.", "201-500"],
    ["A marketing agency of thirty.", "11-50"],
  ])("%s -> %s", async (text, size) => {
    expect((await read(text)).companySize).toBe(size);
  });

  it("does not count customers, patients or machines", async () => {
    for (const text of [
      "We serve 10,000 customers.",
      "We see 400 patients a week.",
      "We run 12 servers and 40 laptops.",
      "Two-factor authentication everywhere.",
    ]) {
      expect((await read(text)).companySize, text).toBeNull();
    }
  });
});

describe("locations", () => {
  it.each([
    ["Offices in Boston and Hartford.", 2],
    ["Offices in Boston, MA and Hartford, Connecticut.", 2],
    ["Clinics in Phoenix, Tucson, and Flagstaff.", 3],
    ["140 employees across New York and Lisbon.", 2],
    ["Staff split between Tampa and Orlando.", 2],
    ["Based in Denver.", 1],
    ["Eleven locations.", 11],
    ["A chain of 3 fitness studios.", 3],
    ["A five-store bakery chain.", 5],
    ["One facility.", 1],
    ["Warehouse and office on the same site.", 1],
    ["14 stores, a warehouse and a head office.", 16],
    ["HQ in Omaha and a depot in Lincoln.", 2],
    ["Headquartered in Atlanta with regional offices in Charlotte and Tampa.", 3],
    ["Offices in three cities.", 3],
  ])("%s -> %i", async (text, count) => {
    expect((await read(text)).locationCount).toBe(count);
  });

  it("does not count what the business is, whom it serves or where its customers are", async () => {
    for (const text of [
      "We're a small design studio.",
      "We handle billing for 40 clinics.",
      "Customers in Germany and France.",
      "The office staff share one printer.",
      "We have no offices; everyone is remote.",
      "We run an online shop.",
    ]) {
      expect((await read(text)).locationCount, text).toBeNull();
    }
  });
});

describe("negation", () => {
  it("drops a requirement whose fact is denied or handed to someone else", async () => {
    for (const text of [
      "A payment processor handles all card data, we never touch it.",
      "We don't take cards.",
      "Nobody here takes credit cards; it's cash only.",
      "Payments are handled by Stripe.",
      "Our vendor, who handles all card data, is certified.",
    ]) {
      expect((await read(text)).complianceRequirements, text).not.toContain("pci-dss");
    }
  });

  it("drops a requirement denied outright, everywhere in the text", async () => {
    expect((await read("HIPAA doesn't apply to us.")).complianceRequirements).toEqual([]);
    expect((await read("No need for PCI.")).complianceRequirements).toEqual([]);
    expect(
      (await read("We have no EU customers, so GDPR is not relevant.")).complianceRequirements,
    ).toEqual([]);
  });

  it("keeps a requirement the business lacks and needs", async () => {
    expect((await read("We're not HIPAA compliant yet.")).complianceRequirements).toEqual([
      "hipaa",
    ]);
    expect((await read("We aren't SOC 2 certified.")).complianceRequirements).toEqual(["soc2"]);
  });

  it("scopes a negation to its own clause", async () => {
    const reading = await read(
      "We don't have an IT person and patient records are stored on a laptop.",
    );
    expect(reading.complianceRequirements).toEqual(["hipaa"]);
    const list = await read("We don't take Visa, Mastercard or Amex.");
    expect(list.complianceRequirements).toEqual([]);
  });

  it("reads a missing safeguard as a need and a denied worry as none", async () => {
    expect((await read("We have no backups at all.")).securityFocus).toEqual(["ransomware-backup"]);
    expect((await read("We aren't worried about ransomware.")).securityFocus).toEqual([]);
    expect((await read("Phishing isn't a concern for us.")).securityFocus).toEqual([]);
    expect((await read("We can't afford another ransomware attack.")).securityFocus).toEqual([
      "ransomware-backup",
    ]);
    expect((await read("We don't use any cloud services.")).securityFocus).toEqual([]);
  });
});

describe("requirements implied by the business", () => {
  it.each([
    ["Patient records live on a shared drive.", "hipaa"],
    ["A pediatric practice.", "hipaa"],
    ["DoD contracts with CUI.", "cmmc"],
    ["We hold data about EU customers.", "gdpr-ccpa"],
    ["Most of our clients are in Germany.", "gdpr-ccpa"],
    ["We take card payments.", "pci-dss"],
    ["Guests pay by card at the front desk.", "pci-dss"],
  ])("%s -> %s", async (text, id) => {
    expect((await read(text)).complianceRequirements).toContain(id);
  });

  it("knows an animal clinic has no HIPAA", async () => {
    expect(
      (await read("Veterinary clinic; patient records are on paper.")).complianceRequirements,
    ).not.toContain("hipaa");
  });

  it("tells SOC 2 from a security operations centre", async () => {
    const audit = await read("Our SOC 2 audit is coming.");
    expect(audit.complianceRequirements).toEqual(["soc2"]);
    expect(audit.securityFocus).toEqual([]);
    expect((await read("We want a SOC watching our network.")).securityFocus).toEqual([
      "monitoring-response",
    ]);
  });
});

describe("timeline", () => {
  it.each([
    ["We need this ASAP.", "asap"],
    ["As soon as possible, please.", "asap"],
    ["Within two weeks.", "asap"],
    ["Within a month.", "1-3-months"],
    ["By next quarter.", "1-3-months"],
    ["In the next 6 weeks.", "1-3-months"],
    ["Within 90 days.", "1-3-months"],
    ["Our audit is in 4 months.", "3-6-months"],
    ["Sometime later this year.", "3-6-months"],
    ["Within 9 months.", "later"],
    ["Later next year.", "later"],
    ["No rush.", "later"],
    ["It's not urgent.", "later"],
  ])("%s -> %s", async (text, timeline) => {
    expect((await read(text)).timeline).toBe(timeline);
  });

  it("ignores durations that are not deadlines", async () => {
    for (const text of [
      "We lost a week of work to ransomware.",
      "In business for 20 years.",
      "Over the last 3 years we grew.",
      "An urgent care clinic.",
    ]) {
      expect((await read(text)).timeline, text).toBeNull();
    }
  });
});

describe("evidence", () => {
  it("quotes the exact words and names the field and value", async () => {
    const text = "We take cards at the counter, have forty-five staff and want it ASAP.";
    const { evidence } = await read(text);
    expect(evidence).toEqual([
      { field: "complianceRequirements", value: "pci-dss", quote: "take cards" },
      { field: "companySize", value: "11-50", quote: "forty-five staff" },
      { field: "timeline", value: "asap", quote: "ASAP" },
    ]);
  });

  it("reads any text without failing, and nothing from nothing", async () => {
    expect((await read("")).evidence).toEqual([]);
    expect((await read("\u{1F600} ??? --- ,,, 12 -")).evidence).toEqual([]);
    const long = await read("Offices in Boston and Hartford. ".repeat(62));
    expect(long.locationCount).toBe(2);
  });
});
