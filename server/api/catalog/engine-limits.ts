import { quoteOverflow } from "@shared/quotes/engine/limits";
import type { QuoteResult } from "@shared/quotes/engine/types";
import { HttpError } from "../../http/http-error";

/**
 * A priced quote whose totals pass what cents can hold exactly is a 400 naming the choices
 * that made it (decision 045), before anything is stored or turned into dollars.
 */
export function assertWithinEngineLimits(result: QuoteResult): void {
  const message = quoteOverflow(result);
  if (message) throw new HttpError(400, message, { selections: message });
}
