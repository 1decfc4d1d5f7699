import type { QuoteSnapshot } from "@shared/quotes/snapshot";
import type { Transaction } from "../../../db/client";
import { raiseNotification } from "../../notifications/raise";

/**
 * "Ask your account manager" (issue 36 §3): the staff bell and the e-mail to the sales
 * address (staff have no addresses of their own yet, decision 068), both written in the
 * escalation's transaction. The bell holds no prospect text; the e-mail carries the question.
 */
export interface Escalation {
  snapshot: QuoteSnapshot;
  question: string;
  contactEmail: string | null;
  note: string | null;
}

const who = (snapshot: QuoteSnapshot) =>
  snapshot.preparedFor
    ? `${snapshot.preparedFor.companyName} (${snapshot.preparedFor.contactName})`
    : "A prospect";

/** The staff page of the quote's first option, where its questions are listed. */
const quotePage = (snapshot: QuoteSnapshot) => {
  const first = snapshot.options[0];
  return first
    ? `/admin/service-configurations?id=${first.configurationId}`
    : "/admin/service-configurations";
};

export function notifyQuestion(tx: Transaction, { snapshot }: Escalation) {
  return raiseNotification(tx, {
    kind: "quote_question",
    title: `Question on quote ${snapshot.reference}`,
    body: `${snapshot.preparedFor?.companyName ?? snapshot.title} asked for the account manager`,
    href: quotePage(snapshot),
  });
}

export function questionMessage(escalation: Escalation, siteUrl: string, to: string) {
  const { snapshot, question, contactEmail, note } = escalation;
  const asker = who(snapshot);
  return {
    kind: "quote.question",
    to,
    subject: `Question about quote ${snapshot.reference} from ${asker}`,
    text: [
      `${asker} asked about quote ${snapshot.reference} ("${snapshot.title}") on the quote page and asked for the account manager:`,
      "",
      ...question.split("\n").map((line) => `> ${line}`),
      "",
      ...(note ? ["Their note:", note, ""] : []),
      `Reply to: ${contactEmail ?? snapshot.preparedFor?.email ?? "no address given; use the prospect's contacts"}`,
      `The quote and its questions: ${siteUrl}${quotePage(snapshot)}`,
    ].join("\n"),
  };
}
