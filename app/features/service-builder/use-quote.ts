import { price } from "@shared/quote-engine/price";
import type { QuoteResult } from "@shared/quote-engine/types";
import { useMemo } from "react";
import { useBuilder } from "./builder-context";

/**
 * The configuration priced in the browser by the shared engine: the same function the
 * server runs when saving, so the live totals and the saved ones agree. No request is made.
 */
export function useQuote(): QuoteResult {
  const { catalogue, formulas, draft } = useBuilder();
  const { answers, locations, selections } = draft;
  return useMemo(
    () => price({ services: catalogue, formulas, answers, locations, selections }),
    [catalogue, formulas, answers, locations, selections],
  );
}
