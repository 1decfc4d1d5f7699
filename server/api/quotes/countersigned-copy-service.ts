import type { FastifyInstance } from "fastify";
import { toEvidence } from "./share-repository";

/**
 * Issue 35 §3: the countersigned copy of a link, the quote PDF with its record of the decision,
 * rendered when the outbox sends the acceptance e-mails (app.quotePdf needs Chromium for about
 * a second, too long for the acceptance's own transaction). The outbox worker asks for it by
 * the link's id; the bytes are then kept with the message.
 */
export function createCountersignedCopy(app: Pick<FastifyInstance, "repositories" | "quotePdf">) {
  return async (shareId: string): Promise<Uint8Array> => {
    const found = await app.repositories.shares.byId(shareId);
    if (!found) throw new Error("the link of this countersigned copy no longer exists");
    const decision = found.decision ? toEvidence(found.decision, found.share.snapshot) : null;
    return new Uint8Array(await app.quotePdf.render(found.share.snapshot, { decision }));
  };
}
