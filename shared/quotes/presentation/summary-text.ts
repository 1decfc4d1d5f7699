import { formatMoney } from "../../pricing/money";
import { appliedDiscounts, type QuoteFigures } from "./quote-figures";

/**
 * An option's figures in one sentence, for the e-mails (decision 049): "$1,200.00 a month or
 * $13,680.00 a year prepaid, $500.00 setup; Volume discount $960.00 a year".
 */
export function figuresSentence(figures: QuoteFigures): string {
  const charges = `${formatMoney(figures.monthlyCents)} a month or ${formatMoney(figures.annualPrepayCents)} a year prepaid, ${formatMoney(figures.setupCents)} setup`;
  const discounts = appliedDiscounts(figures).map(
    (discount) => `${discount.label} ${formatMoney(discount.cents)} ${discount.per}`,
  );
  return discounts.length > 0 ? `${charges}; ${discounts.join("; ")}` : charges;
}
