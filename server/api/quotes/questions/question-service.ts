import { termProcessor } from "@shared/quote-questions/index-terms";
import type { QuestionAnswer } from "@shared/quote-questions/question";
import { retrieve } from "@shared/quote-questions/retrieve";
import type { DatabaseHandle } from "../../../db/client";
import type { OutboxService } from "../../outbox/outbox-service";
import type { CompanyProfileService } from "../../settings/company-profile-service";
import type { StaffMailService } from "../../users/staff-mail-service";
import { type ShareRepository, shareClosed } from "../share-repository";
import { isShareToken } from "../share-token";
import type { QuestionCorpusService } from "./question-corpus-service";
import { notifyQuestion, questionMessage } from "./question-messages";
import type { QuestionRepository } from "./question-repository";

/**
 * Issue 36 §3's use cases: answer a question asked on a live link from that link's own
 * passages and the public ones (decision 070), storing it as typed; and hand one to the
 * account manager (the prospect's owner, else who made the link, at their own address; the
 * sales address without one), with the bell and the e-mail in the same transaction.
 */
export interface QuestionServiceDeps {
  database: Pick<DatabaseHandle, "transaction">;
  repositories: { shares: Pick<ShareRepository, "byToken">; quoteQuestions: QuestionRepository };
  services: {
    questionCorpus: QuestionCorpusService;
    outbox: OutboxService;
    companyProfile: Pick<CompanyProfileService, "salesEmail">;
    staffMail: Pick<StaffMailService, "personOrSales">;
  };
}

/** The link, if a prospect may still ask on it: not unknown (404), revoked or expired (410). */
async function liveShare(shares: QuestionServiceDeps["repositories"]["shares"], token: string) {
  const found = isShareToken(token) ? await shares.byToken(token) : null;
  if (!found) return { outcome: "missing" as const };
  if (shareClosed(found.share)) return { outcome: "closed" as const };
  return { outcome: "open" as const, share: found.share, answered: found.decision !== null };
}

export function questionServiceOf({ database, repositories, services }: QuestionServiceDeps) {
  const { shares, quoteQuestions } = repositories;
  return {
    async ask(token: string, question: string) {
      const link = await liveShare(shares, token);
      if (link.outcome !== "open") return link;
      const [passages, processTerm] = await Promise.all([
        services.questionCorpus.passagesFor(link.share.snapshot, { answered: link.answered }),
        termProcessor(),
      ]);
      const found = retrieve(question, passages, processTerm);
      const answered = found.passages.length > 0;
      const questionId = await quoteQuestions.insert({
        shareId: link.share.id,
        question,
        answered,
        topScore: found.topScore,
      });
      const answer: QuestionAnswer = { questionId, answered, passages: found.passages };
      return { outcome: "answered" as const, answer };
    },

    async escalate(
      token: string,
      questionId: string,
      contact: { email: string | null; note: string | null },
      caller: { siteUrl: string },
    ) {
      const link = await liveShare(shares, token);
      if (link.outcome !== "open") return link;
      // Read before the transaction: the embedded database has one connection.
      const salesEmail = await services.companyProfile.salesEmail();
      const outbox = services.outbox.batch();
      const outcome = await database.transaction(async (tx) => {
        const row = await quoteQuestions.escalate(tx, link.share.id, questionId, {
          contactEmail: contact.email,
          note: contact.note,
        });
        if (row === null) return "unknown" as const;
        if (row === "already") return row;
        const escalation = { snapshot: link.share.snapshot, ...row };
        await notifyQuestion(tx, escalation);
        const manager = await quoteQuestions.accountManagerOf(tx, link.share.id);
        const to = await services.staffMail.personOrSales(tx, manager, salesEmail);
        await outbox.queue(questionMessage(escalation, caller.siteUrl, to), tx);
        return "escalated" as const;
      });
      outbox.committed();
      return { outcome };
    },
  };
}

export type QuestionService = ReturnType<typeof questionServiceOf>;
