/** The address of a post's own page. */
export function postPath(post: { slug: string }): string {
  return `/blog/${post.slug}`;
}
