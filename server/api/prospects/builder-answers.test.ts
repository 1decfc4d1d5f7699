import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { builderDrafts } from "../../db/schema/builder";
import { quoteKit } from "../quotes/quote-test-kit";
import { prospectKit, unique } from "./prospect-test-kit";

let t: TestApp;
let admin: Client;
let kit: ReturnType<typeof prospectKit>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
  kit = prospectKit(t, admin);
});
afterAll(() => t.close());

const location = (id: string, name: string, serverCount: number) => ({
  id,
  name,
  userCount: 25,
  endpointCount: 30,
  serverCount,
});

describe("the prospect's Service Builder answers (issue 34)", () => {
  it("shows what the prospect answered in its latest builder session", async () => {
    const quotes = quoteKit(t);
    const session = quotes.newSession();
    const lead = await quotes.sb("POST", "/api/sb/lead", session, {
      companyName: `Harbor Clinic ${unique()}`,
      contactName: "Dana Whitfield",
      email: `ops-${unique()}@example.com`,
      phone: "",
      companySize: "51-200",
    });
    expect(lead.statusCode, lead.body).toBe(200);
    const draft = await quotes.sb("PUT", "/api/sb/draft", session, {
      stepReached: "recommendations",
      answers: {
        complianceRequirements: ["hipaa"],
        securityFocus: ["ransomware-backup"],
        timeline: "1-3-months",
      },
      locations: [location("hq", "Boston", 2), location("b1", "Hartford", 1)],
      selections: [],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const detail = await kit.detail(await prospectOf(session));
    expect(detail.builderAnswers).toMatchObject({
      companySize: "51-200",
      complianceRequirements: ["hipaa"],
      securityFocus: ["ransomware-backup"],
      timeline: "1-3-months",
      locations: [
        { name: "Boston", userCount: 25, endpointCount: 30, serverCount: 2 },
        { name: "Hartford", userCount: 25, endpointCount: 30, serverCount: 1 },
      ],
    });
  });

  it("is null for a prospect who never used the builder", async () => {
    const prospect = await kit.create();
    expect((await kit.detail(prospect.id)).builderAnswers).toBeNull();
  });
});

/** The prospect the lead landed on: the public answer never says (issue 32). */
async function prospectOf(session: string): Promise<number> {
  const [row] = await t.db
    .select({ prospectId: builderDrafts.prospectId })
    .from(builderDrafts)
    .where(eq(builderDrafts.sessionId, session));
  if (!row?.prospectId) throw new Error("the lead did not land on a prospect");
  return row.prospectId;
}
