import { type ProspectStatus, prospectStatusLabels } from "@shared/prospects/prospect";
import { Badge } from "~/components/ui/badge";

const tones = {
  new: "primary",
  contacted: "neutral",
  qualified: "neutral",
  proposal: "warning",
  won: "success",
  lost: "danger",
} as const;

/** A prospect's status in words (the colour only repeats it). */
export function ProspectStatusBadge({ status }: { status: ProspectStatus }) {
  return <Badge tone={tones[status]}>{prospectStatusLabels[status]}</Badge>;
}

export const statusOptions = Object.entries(prospectStatusLabels).map(([value, label]) => ({
  value,
  label,
}));
