import { placeholderValues } from "@shared/quotes/presentation/quote-document";
import type { QuoteSnapshot } from "@shared/quotes/snapshot";

/** "in 7 days", "tomorrow". */
const inDays = (days: number) => (days === 1 ? "tomorrow" : `in ${days} days`);

/**
 * A reminder to a contact of a sent link (issue 35 §2), as text. The outbox adds the
 * unsubscribe line; the figures stay on the quote page, the one place they are shown from.
 */
export function reminderMessage(snapshot: QuoteSnapshot, days: number, link: string) {
  const values = placeholderValues(snapshot);
  return {
    subject: `Reminder: your quote ${snapshot.reference} expires ${inDays(days)}`,
    text: [
      "Hello,",
      "",
      `The quote "${snapshot.title}" (${snapshot.reference}) that ${values["company.name"]} prepared for ${values["prospect.companyName"]} can be accepted online until ${values["quote.validUntil"]}.`,
      "",
      `Open your quote: ${link}`,
      "",
      `Questions? Reply to this e-mail or call us on ${values["company.phone"]}.`,
      "",
      values["company.name"],
    ].join("\n"),
  };
}
