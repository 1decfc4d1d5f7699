import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { seedDatabase } from "../repositories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function tableCounts(): Promise<Record<string, number>> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    );
    counts[table_name] = row?.n ?? 0;
  }
  return counts;
}

describe("seed", () => {
  it("is idempotent: a second run changes no table", async () => {
    const before = await tableCounts();
    await seedDatabase(t.repositories);
    expect(await tableCounts()).toEqual(before);
  });

  // A run finds its seed keys stored and inserts nothing (issue 12: a cheap restart), but a
  // missing seed row still comes back, as it did when every run re-sent the whole seed.
  it("adds a missing seed row again", async () => {
    await t.db.execute(sql`delete from company_profile`);
    await t.db.execute(sql`delete from pricing_plans where id = ${"addon-cloud-account-backup"}`);
    const before = await tableCounts();
    await seedDatabase(t.repositories);
    const after = await tableCounts();
    expect(after.company_profile).toBe(1);
    expect(after.pricing_plans).toBe((before.pricing_plans ?? 0) + 1);
  });

  it("never brings back a blog post or case study staff deleted (their content is theirs)", async () => {
    await t.db.execute(sql`delete from blog_posts where id = 0`);
    await t.db.execute(sql`delete from case_studies where id = (select min(id) from case_studies)`);
    const before = await tableCounts();
    await seedDatabase(t.repositories);
    const after = await tableCounts();
    expect(after.blog_posts).toBe(before.blog_posts);
    expect(after.case_studies).toBe(before.case_studies);
  });

  it("never overwrites what staff changed", async () => {
    const edited = { ...(await t.repositories.companyProfile.get()), phone: "+1 555 0100" };
    await t.repositories.companyProfile.update(edited);
    await seedDatabase(t.repositories);
    expect((await t.repositories.companyProfile.get()).phone).toBe("+1 555 0100");
  });
});
