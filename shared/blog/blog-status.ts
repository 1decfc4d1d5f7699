/** Where a post stands in its life (issue 14); only `published` posts reach the public site. */
export const blogPostStatuses = ["draft", "scheduled", "published", "archived"] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];
