import type { DecisionEvidence } from "@shared/quotes/decision";
import type { QuoteSnapshot } from "@shared/quotes/snapshot";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Sends a quote PDF as a download named after its reference. */
export async function sendQuotePdf(
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: QuoteSnapshot,
  decision: DecisionEvidence | null,
) {
  const pdf = await request.server.quotePdf.render(snapshot, { decision });
  const name = `${snapshot.reference.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${name}"`)
    .header("cache-control", "no-store")
    .send(pdf);
}
