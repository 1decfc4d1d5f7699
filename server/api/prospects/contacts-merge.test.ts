import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { configurations } from "../../db/schema/configurations";
import { inquiries } from "../../db/schema/inquiries";
import { prospectActivities, prospects } from "../../db/schema/prospects";
import { quoteKit } from "../quotes/quote-test-kit";
import { PRIMARY_CONTACT_REMOVAL, PROSPECT_EDIT_CONFLICT } from "./prospect-rules";
import { base, prospectKit, unique } from "./prospect-test-kit";

let t: TestApp;
let admin: Client;
let kit: ReturnType<typeof prospectKit>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
  kit = prospectKit(t, admin);
});
afterAll(() => t.close());

let addresses = 0;
const inquiry = (email: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/inquiries",
    remoteAddress: `10.77.0.${++addresses}`,
    payload: { name: "Robin Vale", email, organizationSize: "11-50", message: "Call me back" },
  });

describe("contacts", () => {
  it("adds, edits, switches the primary (mirrored on the prospect) and removes", async () => {
    const prospect = await kit.create();
    const url = `${base}/${prospect.id}/contacts`;
    const email = `kim-${unique()}@${prospect.domain}`;
    const added = await admin.request("POST", url, { name: "Kim Park", email, title: "CFO" });
    expect(added.statusCode, added.body).toBe(201);
    const contact = added.json().data;
    expect(contact).toMatchObject({ name: "Kim Park", isPrimary: false });

    const edited = await admin.request("PUT", `${url}/${contact.id}`, {
      name: "Kim Park-Lee",
      email,
      phone: "+1 555 0199",
    });
    expect(edited.json().data).toMatchObject({ name: "Kim Park-Lee", phone: "+1 555 0199" });

    const primary = await admin.request("POST", `${url}/${contact.id}/primary`);
    expect(primary.statusCode, primary.body).toBe(200);
    const detail = await kit.detail(prospect.id);
    expect(detail.prospect).toMatchObject({
      contactName: "Kim Park-Lee",
      email,
      phone: "+1 555 0199",
    });
    expect(detail.contacts.map((entry) => [entry.name, entry.isPrimary])).toEqual([
      ["Kim Park-Lee", true],
      ["Jordan Lee", false],
    ]);

    const refused = await admin.request("DELETE", `${url}/${contact.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRIMARY_CONTACT_REMOVAL);
    const old = detail.contacts[1];
    if (!old) throw new Error("no second contact");
    expect((await admin.request("DELETE", `${url}/${old.id}`)).statusCode).toBe(200);
    expect((await kit.detail(prospect.id)).contacts).toHaveLength(1);

    const types = (await kit.timeline(prospect.id)).map((entry) => entry.type);
    expect(types.slice(0, 4)).toEqual([
      "contact_removed",
      "contact_updated",
      "contact_updated",
      "contact_added",
    ]);
    expect(await kit.auditEvents(prospect.id)).toEqual(
      expect.arrayContaining([
        "prospect.contact_added",
        "prospect.contact_updated",
        "prospect.contact_removed",
      ]),
    );
  });

  it("refuses an address of another contact in any case, naming its company", async () => {
    const [a, b] = [await kit.create(), await kit.create()];
    const res = await admin.request("POST", `${base}/${b.id}/contacts`, {
      name: "Copy",
      email: a.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toBe(
      `This address already belongs to a contact at ${a.companyName}`,
    );
    const other = await admin.request("PUT", `${base}/${b.id}/contacts/999999`, {
      name: "X",
      email: `x-${unique()}@example.com`,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("merge", () => {
  it("moves contacts, quotes, inquiries and history to the kept one and deletes the other", async () => {
    const quotes = quoteKit(t);
    const quote = await quotes.builderQuote();
    const [row] = await t.db
      .select({ prospectId: configurations.prospectId })
      .from(configurations)
      .where(eq(configurations.id, quote.id));
    const otherId = row?.prospectId;
    if (!otherId) throw new Error("the quote has no prospect");
    const other = (await kit.detail(otherId)).prospect;
    expect((await inquiry(other.email)).statusCode).toBe(201);
    await admin.request("PUT", `${base}/${otherId}`, {
      companyName: other.companyName,
      status: other.status,
      ownerUserId: null,
      tags: ["from-other"],
      version: other.version,
    });
    const keep = await kit.create({ tags: ["kept"] });

    const stale = await admin.request("POST", `${base}/${keep.id}/merge`, {
      otherId,
      version: keep.version + 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PROSPECT_EDIT_CONFLICT);

    const res = await admin.request("POST", `${base}/${keep.id}/merge`, {
      otherId,
      version: keep.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.tags.sort()).toEqual(["from-other", "kept"]);

    expect(await t.db.select().from(prospects).where(eq(prospects.id, otherId))).toEqual([]);
    const detail = await kit.detail(keep.id);
    expect(detail.prospect.email).toBe(keep.email);
    expect(detail.contacts.map((contact) => [contact.email, contact.isPrimary])).toEqual([
      [keep.email, true],
      [other.email, false],
    ]);
    expect(detail.quotes.map((entry) => entry.id)).toEqual([quote.id]);
    expect(detail.inquiries.map((entry) => entry.email)).toEqual([other.email]);
    const left = await t.db.select().from(inquiries).where(eq(inquiries.prospectId, otherId));
    expect(left).toEqual([]);
    const activities = await t.db
      .select()
      .from(prospectActivities)
      .where(eq(prospectActivities.prospectId, otherId));
    expect(activities).toEqual([]);
    const timeline = await kit.timeline(keep.id);
    expect(timeline[0]).toMatchObject({
      type: "merged",
      data: { companyName: other.companyName },
    });
    expect(timeline.map((entry) => entry.type)).toEqual(
      expect.arrayContaining(["lead_captured", "inquiry_received", "created"]),
    );
    expect(await kit.auditEvents(keep.id)).toContain("prospect.merged");
  });

  it("refuses merging a prospect into itself, and unknown ones", async () => {
    const prospect = await kit.create();
    const self = await admin.request("POST", `${base}/${prospect.id}/merge`, {
      otherId: prospect.id,
      version: prospect.version,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toHaveProperty("otherId");
    const missing = await admin.request("POST", `${base}/${prospect.id}/merge`, {
      otherId: 999999,
      version: prospect.version,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("landing", () => {
  it("keeps a builder lead at a known company domain apart, for staff to apply", async () => {
    const prospect = await kit.create();
    const quotes = quoteKit(t);
    const email = `new.person-${unique()}@${prospect.domain}`;
    const lead = await quotes.sb("POST", "/api/sb/lead", quotes.newSession(), {
      companyName: "Typed Differently Inc",
      contactName: "Noor Haddad",
      email,
      phone: "",
      companySize: "11-50",
    });
    expect(lead.statusCode, lead.body).toBe(200);
    expect(lead.json().data.lead).not.toHaveProperty("prospectId");
    const detail = await kit.detail(prospect.id);
    expect(detail.contacts.map((contact) => contact.email)).not.toContain(email);
    expect(detail.arrivals).toEqual([
      expect.objectContaining({ email, matchedBy: "domain", companyName: "Typed Differently Inc" }),
    ]);
    const [latest, submitted] = await kit.timeline(prospect.id);
    expect(latest).toMatchObject({ type: "lead_captured", data: { email, matchedBy: "domain" } });
    expect(submitted).toMatchObject({
      type: "details_submitted",
      data: {
        matchedBy: "domain",
        changes: { email, contactName: "Noor Haddad", companyName: "Typed Differently Inc" },
      },
    });
  });

  it("lands a contact inquiry from a known address on its prospect", async () => {
    const prospect = await kit.create();
    expect((await inquiry(prospect.email.toUpperCase())).statusCode).toBe(201);
    const detail = await kit.detail(prospect.id);
    expect(detail.inquiries).toEqual([expect.objectContaining({ status: "new" })]);
    // The public form does not rename the contact staff keep (the inquiry has its own name).
    expect(detail.contacts.map((contact: { name: string }) => contact.name)).toEqual([
      prospect.contactName,
    ]);
    const [latest] = await kit.timeline(prospect.id);
    expect(latest?.type).toBe("inquiry_received");
  });
});
