import type { LineKey } from "@shared/quotes/line-key";
import { sameLine } from "@shared/quotes/same-line";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import { useEffect, useState } from "react";

type Priced = { key: string; option: SnapshotOption };

/**
 * The customer's choice of optional items on the quote page (issue 35 §7), per option: the
 * lines left out, and the option priced without them by the same engine the server uses,
 * loaded only when a line is first left out (most quotes have none).
 */
export function useOptionalItems(offered: SnapshotOption, position: number) {
  const [declinedBy, setDeclinedBy] = useState<Record<number, LineKey[]>>({});
  const [priced, setPriced] = useState<Priced | null>(null);
  const declined = declinedBy[position] ?? [];
  const key = `${position}:${JSON.stringify(declined)}`;

  useEffect(() => {
    if (declined.length === 0) return;
    let live = true;
    void import("@shared/quotes/optional-pricing").then(({ repriceOption }) => {
      if (live) setPriced({ key, option: repriceOption(offered, declined) });
    });
    return () => {
      live = false;
    };
  }, [key, offered, declined]);

  const current = declined.length === 0 ? offered : priced?.key === key ? priced.option : null;
  return {
    declined,
    /** The option as the customer would accept it; the last figures while they are priced. */
    shown: current ?? (priced?.key.startsWith(`${position}:`) ? priced.option : offered),
    updating: current === null,
    include(line: LineKey, included: boolean) {
      setDeclinedBy((all) => {
        const others = (all[position] ?? []).filter((entry) => !sameLine(entry, line));
        return { ...all, [position]: included ? others : [...others, line] };
      });
    },
  };
}

export type OptionalItems = ReturnType<typeof useOptionalItems>;
