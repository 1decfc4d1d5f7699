import { blogStatusLabels } from "@shared/blog/blog-admin";
import { type BlogPostStatus, blogPostStatuses } from "@shared/blog/blog-status";
import { Badge } from "~/components/ui/badge";

const tones = {
  draft: "neutral",
  scheduled: "warning",
  published: "success",
  archived: "danger",
} as const;

/** A post's status in words (the colour only repeats it). */
export function BlogStatusBadge({ status }: { status: BlogPostStatus }) {
  return <Badge tone={tones[status]}>{blogStatusLabels[status]}</Badge>;
}

export const blogStatusOptions = blogPostStatuses.map((value) => ({
  value,
  label: blogStatusLabels[value],
}));
