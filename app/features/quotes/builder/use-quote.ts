import { type CarriedQuote, priceCarried } from "@shared/quotes/engine/carried";
import type { QuoteResult } from "@shared/quotes/engine/types";
import { useMemo } from "react";
import { useBuilder } from "./builder-context";

/**
 * The configuration priced in the browser by the shared engine: the same function the
 * server runs when saving, so the live totals and the saved ones agree. No request is made.
 * A session staff opened from a version carries its staff discounts (decision 050), which
 * the server stores and the save applies the same way.
 */
export function useCarriedQuote(): CarriedQuote {
  const { catalogue, formulas, draft, server } = useBuilder();
  const { answers, locations, selections } = draft;
  const carried = server.staffAdjustments?.adjustments;
  return useMemo(
    () =>
      priceCarried(
        { services: catalogue, formulas, answers, locations, selections },
        carried ?? [],
      ),
    [catalogue, formulas, answers, locations, selections, carried],
  );
}

export function useQuote(): QuoteResult {
  return useCarriedQuote().result;
}
