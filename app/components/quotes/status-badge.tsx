import { type QuoteStatus, quoteStatusLabels } from "@shared/quotes/status";
import { Ban, Check, Clock, Eye, FilePen, Send, X } from "lucide-react";
import { Badge } from "~/components/ui/badge";

const looks = {
  draft: { tone: "neutral", Icon: FilePen },
  shared: { tone: "primary", Icon: Send },
  viewed: { tone: "primary", Icon: Eye },
  accepted: { tone: "success", Icon: Check },
  declined: { tone: "danger", Icon: X },
  expired: { tone: "warning", Icon: Clock },
} as const;

/** A quote's status: its word and an icon, never colour alone. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { tone, Icon } = looks[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden className="size-3" />
      {quoteStatusLabels[status]}
    </Badge>
  );
}

/** Shown beside the status once a configuration is archived. */
export function ArchivedBadge() {
  return (
    <Badge tone="danger">
      <Ban aria-hidden className="size-3" />
      Archived
    </Badge>
  );
}
