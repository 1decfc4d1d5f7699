// Issue 35 §2's figure (no budget): 1,000 reminders, found by the reminder use case and queued
// in the outbox, then sent by the outbox worker to an SMTP sink in this process. Embedded
// database on a scratch folder. Run alone with `npx tsx scripts/bench-reminders.ts`.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pino from "pino";
import { createMailer } from "../server/api/outbox/mailer";
import { startTestSmtp } from "../server/api/outbox/test-smtp";
import { createOutboxWorker } from "../server/api/outbox/worker";
import { createReminderService } from "../server/api/quotes/reminders/reminder-service";
import { sampleSnapshot } from "../server/api/quotes/sample-snapshot";
import { snapshotSha256 } from "../server/api/quotes/snapshot-hash";
import { openPglite } from "../server/db/client";
import { configurations } from "../server/db/schema/configurations";
import { quoteSends, quoteShares } from "../server/db/schema/quotes";
import { createRepositories } from "../server/repositories";
import { createServices } from "../server/services";
import { DAY_MS } from "../shared/quotes/reminders";

const REMINDERS = 1_000;
const SITE = "https://quotes.example.com";

export async function benchReminders(root: string) {
  const dataDir = path.join(root, ".tmp/bench-reminders");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const database = await openPglite(dataDir);
  const smtp = await startTestSmtp();
  try {
    await database.migrate();
    const { db } = database;
    const now = new Date();
    const snapshot = sampleSnapshot({ locations: 2 });
    // 1,000 sent links with 6.5 days left: each contact is due its "7 days" reminder.
    for (let start = 0; start < REMINDERS; start += 250) {
      const batch = Array.from({ length: Math.min(250, REMINDERS - start) }, (_, i) => start + i);
      const rows = await db
        .insert(configurations)
        .values(batch.map((index) => ({ name: `Bench quote ${index}` })))
        .returning({ id: configurations.id });
      const shares = await db
        .insert(quoteShares)
        .values(
          batch.map((index) => ({
            token: `bench-${index}`.padEnd(43, "x"),
            reference: `Q-2026-B${String(index).padStart(5, "0")}`,
            snapshot,
            snapshotSha256: snapshotSha256(snapshot),
            expiresAt: new Date(now.getTime() + 6.5 * DAY_MS),
          })),
        )
        .returning({ id: quoteShares.id });
      await db.insert(quoteSends).values(
        batch.map((index, i) => ({
          shareId: shares[i]?.id ?? "",
          configurationId: rows[i]?.id ?? "",
          recipients: [`contact${index}@customer-${index}.example`],
          subject: "Your quote",
          message: "Here it is.",
          outboxIds: [],
          siteUrl: SITE,
          createdAt: new Date(now.getTime() - 20 * DAY_MS),
        })),
      );
    }
    const repositories = createRepositories(db);
    const services = createServices(db, repositories);
    const reminders = createReminderService({
      transaction: (work) => database.transaction(work),
      followUps: repositories.followUps,
      outbox: services.outbox,
    });
    const queueStart = performance.now();
    const run = await reminders.run(now);
    const queueMs = performance.now() - queueStart;
    if (run.reminded !== REMINDERS) throw new Error(`reminder bench: ${JSON.stringify(run)}`);

    const worker = createOutboxWorker({
      repository: repositories.outbox,
      recipients: repositories.emailRecipients,
      mailer: createMailer({ SMTP_URL: smtp.url, MAIL_FROM: "bench@sentinel.test" }),
      log: pino({ level: "silent" }),
      batchSize: 50,
    });
    const sendStart = performance.now();
    await worker.processDue();
    await smtp.waitFor(REMINDERS, 120_000);
    const sendMs = performance.now() - sendStart;
    await worker.stop();
    return { reminders: REMINDERS, queueMs, sendMs };
  } finally {
    await smtp.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchReminders(path.resolve(import.meta.dirname, ".."));
  console.info(JSON.stringify(figures));
}
