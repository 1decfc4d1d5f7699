// The CSV import budget (issue 13): 10,000 rows into the embedded database, in this process
// on a scratch data folder. Half the rows join a company domain an earlier row created, so the
// in-file matching is measured too; the second run imports the same file again (all updates).
// Run alone with `npx tsx scripts/bench-import.ts`.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { importProspects } from "../server/api/prospects/import-run";
import { openPglite } from "../server/db/client";
import { users } from "../server/db/schema/auth";
import { importTagFor } from "../shared/prospects/prospect-import";

const ROWS = 10_000;

function generatedRows(): string[][] {
  return Array.from({ length: ROWS }, (_, index) => {
    const company = Math.floor(index / 2);
    return [
      `Company ${company}`,
      `Person ${index}`,
      `person${index}@company-${company}.com`,
      index % 3 === 0 ? "Qualified" : "",
      index % 5 === 0 ? "bench; east" : "",
    ];
  });
}

export async function benchImport(root: string) {
  const dataDir = path.join(root, ".tmp/bench-import");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    const [user] = await database.db
      .insert(users)
      .values({ username: "bench", displayName: "Bench", role: "admin", passwordHash: "-" })
      .returning({ id: users.id });
    const actor = { id: user?.id ?? "", name: "Bench" };
    const input = {
      rows: generatedRows(),
      mapping: { company: 0, name: 1, email: 2, status: 3, tags: 4 },
      dryRun: false,
    };
    const timed = async () => {
      const start = performance.now();
      const result = await importProspects(database.db, input, actor, importTagFor());
      return { ms: performance.now() - start, counts: result.counts };
    };
    const first = await timed();
    const again = await timed();
    if (first.counts.newProspects !== ROWS / 2 || again.counts.updatedContacts !== ROWS) {
      throw new Error(`import bench: unexpected counts ${JSON.stringify([first, again])}`);
    }
    return { firstMs: first.ms, againMs: again.ms };
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchImport(path.resolve(import.meta.dirname, ".."));
  console.info(
    `import 10,000 rows: first ${result.firstMs.toFixed(0)} ms, again ${result.againMs.toFixed(0)} ms`,
  );
}
