import type { Envelope } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import type {
  ConfigurationDetail,
  ConfigurationQuery,
  ConfigurationRow,
} from "@shared/quotes/configuration-admin";
import type { FastifyInstance } from "fastify";
import { ok } from "../../../http/envelope";
import { type createConfigurationQueries, toShareSummary } from "./configuration-queries";

type ConfigurationQueries = ReturnType<typeof createConfigurationQueries>;

/**
 * GET /api/admin/configurations' answer, read once for the API route and the staff page's
 * loader (decision 056): the first paint and every refetch are the same query.
 */
export async function readConfigurationList(
  queries: Pick<ConfigurationQueries, "list">,
  query: ConfigurationQuery,
): Promise<Envelope<ConfigurationRow[]>> {
  const { items, total } = await queries.list(query);
  return ok(items, { pagination: paginationFor(query.page, query.limit, total) });
}

/**
 * The staff page's whole view of one quote (row, versions, share summaries), or null when
 * there is no such quote: GET /api/admin/configurations/:id's data, every staff write's
 * answer, and the seed of the page's loader for `?id=` (decision 056), one read for all.
 */
export async function readConfigurationDetail(
  { repositories }: Pick<FastifyInstance, "repositories">,
  id: string,
  now = new Date(),
): Promise<ConfigurationDetail | null> {
  const { configurationQueries: queries, shares } = repositories;
  const row = await queries.row(id);
  const settings = row ? await queries.reminders(id) : null;
  if (!row || !settings) return null;
  const sends = await shares.sendsFor(id);
  const reminders = await queries.remindersOf([...new Set(sends.map(({ send }) => send.shareId))]);
  return {
    configuration: row,
    versions: await queries.versions(id),
    shares: (await shares.forConfiguration(id)).map((share) => toShareSummary(share, now)),
    reminders: settings,
    sends: sends.map(({ send, reference, viewCount, sentBy }) => ({
      id: send.id,
      shareId: send.shareId,
      reference,
      recipients: send.recipients,
      subject: send.subject,
      attachPdf: send.attachPdf,
      sentAt: send.createdAt.toISOString(),
      sentBy,
      opens: Math.max(viewCount - send.viewsBefore, 0),
      outboxIds: send.outboxIds,
      reminders: reminders
        .filter((reminder) => reminder.shareId === send.shareId)
        .filter((reminder) => send.recipients.includes(reminder.email))
        .map((reminder) => ({
          email: reminder.email,
          daysBefore: reminder.daysBefore,
          at: reminder.createdAt.toISOString(),
          sent: reminder.outboxId !== null,
        })),
    })),
  };
}
