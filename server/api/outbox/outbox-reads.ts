import type { Envelope } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import {
  type OutboxFilter,
  type OutboxList,
  type OutboxMessage,
  type OutboxQuery,
  outboxQuerySchema,
} from "@shared/outbox/outbox-api";
import type { FastifyInstance } from "fastify";
import { ok } from "../../http/envelope";
import { emailHtml } from "./email-html";
import type { StoredMessage } from "./outbox-repository";

/**
 * GET /api/admin/outbox's answer, read once for the API route and the page's loader
 * (decision 056), so the first paint and every refetch are the same query.
 */
export async function readOutboxList(
  app: Pick<FastifyInstance, "repositories" | "outbox">,
  filter: OutboxQuery | OutboxFilter,
): Promise<Envelope<OutboxList>> {
  const query = outboxQuerySchema.parse(filter);
  const { messages, total } = await app.repositories.outbox.list(query);
  // A page's loader may run before the worker is wired (no SMTP then either).
  const smtpConfigured = app.outbox?.smtpConfigured ?? false;
  return ok(
    { smtpConfigured, messages },
    { pagination: paginationFor(query.page, query.limit, total) },
  );
}

/**
 * One message as staff read it: with its HTML part as the customer received it, the logo
 * read from its upload here where the e-mail carried it inline.
 */
export function readableMessage({ brand, ...message }: StoredMessage): OutboxMessage {
  return {
    ...message,
    html: brand ? emailHtml({ ...message, brand }, brand.logoUrl) : null,
  };
}
