import { fc } from "@fast-check/vitest";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { prospectContacts, prospects } from "../../../db/schema/prospects";
import { prospectKit, unique } from "../../prospects/prospect-test-kit";
import { builderTestApp } from "./builder-test-kit";

/**
 * Issue 32: what a visitor sends is stored as that visitor said it, for staff to review; it
 * never changes what staff keep, and no answer to the public holds anything stored.
 */

const { t, kit: quotes, admin } = builderTestApp({ admin: true });
let kit: ReturnType<typeof prospectKit>;
beforeAll(() => {
  kit = prospectKit(t, admin);
});

/** A prospect staff keep, with a phone number only staff know. */
async function knownProspect() {
  const id = unique();
  return kit.create({
    companyName: `Real Account ${id}`,
    contactName: "Jordan Lee",
    email: `jordan-${id}@realaccount-${id}.com`,
    phone: "+1 555 0199 7788",
  });
}

const mallory = (email: string) => ({
  companyName: "Hacked Inc",
  contactName: "Mallory",
  email,
  phone: "",
  companySize: "1-10",
});

async function storedProspect(id: number) {
  const [row] = await t.db.select().from(prospects).where(eq(prospects.id, id));
  const contacts = await t.db
    .select()
    .from(prospectContacts)
    .where(eq(prospectContacts.prospectId, id));
  return { row, contacts };
}

describe("a lead with a known prospect's address", () => {
  it("changes nothing staff keep, echoes nothing stored and waits on the timeline", async () => {
    const prospect = await knownProspect();
    const before = await storedProspect(prospect.id);
    const session = quotes.newSession();
    const res = await quotes.sb("POST", "/api/sb/lead", session, {
      ...mallory(prospect.email.toUpperCase()),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lead).toEqual({
      ...mallory(prospect.email.toUpperCase()),
    });
    for (const stored of [prospect.companyName, "Jordan Lee", "+1 555 0199 7788"]) {
      expect(res.body).not.toContain(stored);
    }
    const draft = await quotes.sb("GET", "/api/sb/draft", session);
    expect(draft.json().data.lead.companyName).toBe("Hacked Inc");
    expect(draft.body).not.toContain("+1 555 0199 7788");

    const after = await storedProspect(prospect.id);
    expect(after.row).toMatchObject({
      companyName: prospect.companyName,
      contactName: "Jordan Lee",
      phone: "+1 555 0199 7788",
      version: before.row?.version,
    });
    expect(after.contacts).toEqual(before.contacts);

    const detail = await kit.detail(prospect.id);
    expect(detail.arrivals).toEqual([
      expect.objectContaining({
        matchedBy: "email",
        source: "builder",
        companyName: "Hacked Inc",
        contactName: "Mallory",
      }),
    ]);
    const timeline = await kit.timeline(prospect.id);
    expect(timeline.find((entry) => entry.type === "details_submitted")).toMatchObject({
      data: {
        matchedBy: "email",
        changes: { companyName: "Hacked Inc", contactName: "Mallory", companySize: "1-10" },
      },
    });
  });

  it("is applied by staff once: the contact and the company take the typed details", async () => {
    const prospect = await knownProspect();
    const lead = await quotes.sb("POST", "/api/sb/lead", quotes.newSession(), {
      ...mallory(prospect.email),
      companyName: `Real Account Renamed ${unique()}`,
      phone: "+1 555 0100 2000",
    });
    expect(lead.statusCode).toBe(200);
    const [arrival] = (await kit.detail(prospect.id)).arrivals;
    if (!arrival) throw new Error("no arrival");
    const url = `/api/prospects/${prospect.id}/arrivals/${arrival.id}/apply`;
    const applied = await admin.request("POST", url);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await storedProspect(prospect.id);
    expect(after.row).toMatchObject({
      companyName: arrival.companyName,
      contactName: "Mallory",
      phone: "+1 555 0100 2000",
    });
    expect(after.row?.version).toBe(prospect.version + 1);
    expect((await kit.detail(prospect.id)).arrivals).toEqual([]);
    const again = await admin.request("POST", url);
    expect(again.statusCode).toBe(409);
    expect((await kit.timeline(prospect.id))[0]).toMatchObject({ type: "details_applied" });
    const other = await admin.request(
      "POST",
      `/api/prospects/${prospect.id}/arrivals/999999/apply`,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe("a lead at a known prospect's company domain", () => {
  it("adds no contact, echoes nothing stored and keeps the visitor's details for review", async () => {
    const prospect = await knownProspect();
    const before = await storedProspect(prospect.id);
    const email = `newcomer-${unique()}@${prospect.domain}`;
    const res = await quotes.sb("POST", "/api/sb/lead", quotes.newSession(), mallory(email));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(prospect.companyName);
    expect(res.json().data.lead).toEqual(mallory(email));
    expect((await storedProspect(prospect.id)).contacts).toEqual(before.contacts);
    const [arrival] = (await kit.detail(prospect.id)).arrivals;
    expect(arrival).toMatchObject({ matchedBy: "domain", email, contactName: "Mallory" });

    // Applying adds the visitor as a (non-primary) contact.
    const applied = await admin.request(
      "POST",
      `/api/prospects/${prospect.id}/arrivals/${arrival?.id}/apply`,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const contacts = (await storedProspect(prospect.id)).contacts;
    expect(contacts.find((contact) => contact.email === email)).toMatchObject({
      name: "Mallory",
      isPrimary: false,
    });
  });

  it("keeps a contact inquiry's sender apart too", async () => {
    const prospect = await knownProspect();
    const before = await storedProspect(prospect.id);
    const email = `asker-${unique()}@${prospect.domain}`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/inquiries",
      remoteAddress: quotes.nextAddress(),
      payload: { name: "Robin Vale", email, organizationSize: "11-50", message: "Hi" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(res.json().data).sort()).toEqual(["id", "receivedAt"]);
    const after = await storedProspect(prospect.id);
    expect(after.contacts).toEqual(before.contacts);
    expect(after.row?.companySize).toBe(before.row?.companySize);
    expect((await kit.detail(prospect.id)).arrivals).toEqual([
      expect.objectContaining({ source: "inquiry", matchedBy: "domain", email }),
    ]);
  });
});

describe("that visitor's quote", () => {
  it("names only what the visitor typed, and its acceptance wins an unreviewed deal", async () => {
    const prospect = await knownProspect();
    const session = quotes.newSession();
    const lead = await quotes.sb("POST", "/api/sb/lead", session, mallory(prospect.email));
    expect(lead.statusCode).toBe(200);
    const saved = await quotes.save(session, "Mallory's quote");
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.configuration.prospectId).toBeNull();
    const { id, version } = saved.json().data.configuration;
    const link = await quotes.share({ session, id, version, company: "", name: "" });

    const { share } = await quotes.shareRow(link.token);
    expect(share.snapshot.preparedFor).toEqual({
      companyName: "Hacked Inc",
      contactName: "Mallory",
      email: prospect.email,
    });
    // The quote page, its PDF and the e-mails render the snapshot: nothing of the prospect's.
    expect(JSON.stringify(share.snapshot)).not.toContain(prospect.companyName);
    expect(JSON.stringify(share.snapshot)).not.toContain("Jordan Lee");

    const accepted = await quotes.accept(link.token, {
      position: 0,
      fullName: "Mallory",
      title: "Owner",
      agreeToTerms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const deals = async () => {
      const res = await admin.request("GET", `/api/opportunities?prospectId=${prospect.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await deals()).toEqual([
      expect.objectContaining({ stage: "won", configurationId: id, unreviewed: true }),
    ]);

    // A staff member opens the quote: the win is reviewed.
    const opened = await admin.request("GET", `/api/admin/configurations/${id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await deals()).toEqual([expect.objectContaining({ stage: "won", unreviewed: false })]);
  });
});

describe("two sessions racing on one new address", () => {
  it("make one prospect and one contact; each answer holds only its own words", async () => {
    const email = `race-${unique()}@racing-${unique()}.example`;
    const sessions = [quotes.newSession(), quotes.newSession()];
    const answers = await Promise.all(
      sessions.map((session, n) =>
        quotes.sb("POST", "/api/sb/lead", session, {
          ...mallory(email),
          companyName: `Racer ${n}`,
          contactName: `Person ${n}`,
        }),
      ),
    );
    answers.forEach((res, n) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.lead).toMatchObject({
        companyName: `Racer ${n}`,
        contactName: `Person ${n}`,
      });
      expect(res.body).not.toContain(`Racer ${1 - n}`);
    });
    const rows = await t.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(sql`lower(${prospects.email}) = lower(${email})`);
    expect(rows).toHaveLength(1);
    const contacts = await t.db
      .select({ id: prospectContacts.id })
      .from(prospectContacts)
      .where(sql`lower(${prospectContacts.email}) = lower(${email})`);
    expect(contacts).toHaveLength(1);
  });
});

describe("no public answer holds what another session stored", () => {
  it("whatever order leads at shared addresses and domains arrive in", async () => {
    const run = unique();
    const domains = [`alpha-${run}.example`, `beta-${run}.example`];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            local: fc.constantFrom("ops", "it", "ceo"),
            domain: fc.constantFrom(...domains),
            upper: fc.boolean(),
          }),
          { minLength: 2, maxLength: 5 },
        ),
        async (leads) => {
          const sent: { session: string; marker: string }[] = [];
          for (const [n, lead] of leads.entries()) {
            const session = quotes.newSession();
            // Words no other request sends: found anywhere else, they were echoed from storage.
            const marker = `M${unique()}${n}`;
            const address = `${lead.local}@${lead.domain}`;
            const res = await quotes.sb("POST", "/api/sb/lead", session, {
              companyName: `Company ${marker}`,
              contactName: `Person ${marker}`,
              email: lead.upper ? address.toUpperCase() : address,
              phone: `+1 555 ${marker.replace(/\D/g, "").padEnd(4, "0").slice(0, 4)}`,
              companySize: "11-50",
            });
            expect(res.statusCode, res.body).toBe(200);
            for (const earlier of sent) expect(res.body).not.toContain(earlier.marker);
            sent.push({ session, marker });
          }
          for (const { session, marker } of sent) {
            const draft = await quotes.sb("GET", "/api/sb/draft", session);
            for (const other of sent) {
              if (other.marker !== marker) expect(draft.body).not.toContain(other.marker);
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
