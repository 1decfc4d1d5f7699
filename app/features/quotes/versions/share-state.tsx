import type { ConfigurationRow } from "@shared/quotes/configuration-admin";
import { Link2, Link2Off } from "lucide-react";
import { useShortDate, viewsText } from "../../../lib/dates";

/** The list's share column: "Link open until Dec 25, 3 views", "Link expired ...", "Not shared". */
export function ShareState({ share }: { share: ConfigurationRow["share"] }) {
  const short = useShortDate();
  if (!share) {
    return (
      <span className="inline-flex items-center gap-1.5 text-muted">
        <Link2Off aria-hidden className="size-3.5 shrink-0" />
        Not shared
      </span>
    );
  }
  const open = new Date(share.expiresAt).getTime() > Date.now();
  return (
    <span className="inline-flex items-center gap-1.5">
      <Link2
        aria-hidden
        className={open ? "size-3.5 shrink-0 text-primary" : "size-3.5 shrink-0 text-muted"}
      />
      {open ? "Link open until" : "Link expired"} {short(share.expiresAt)},{" "}
      {viewsText(share.viewCount)}
    </span>
  );
}
