import type { OutboxStatus } from "@shared/outbox/outbox";
import { outboxStatusLabels } from "@shared/outbox/outbox-api";
import { Badge } from "~/components/ui/badge";

const tones = {
  pending: "warning",
  sent: "success",
  failed: "danger",
  kept: "neutral",
  suppressed: "neutral",
} as const;

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <Badge tone={tones[status]}>{outboxStatusLabels[status]}</Badge>;
}
