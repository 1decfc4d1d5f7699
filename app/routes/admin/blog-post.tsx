import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { PostEditor } from "~/features/blog-admin/post-editor";
import type { Route } from "./+types/blog-post";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.post.title ?? "Blog post"} | Sentinel Forge admin` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const id = Number(params.id);
  const post =
    Number.isInteger(id) && id >= 0 && id <= 2_147_483_647
      ? await context.repositories.blogAdmin.get(id)
      : null;
  if (!post) throw data(null, { status: 404 });
  return { post };
}

/** One post's editor (issue 14). */
export default function BlogPostEditorPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <>
      <Link
        to="/admin/blog"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All posts
      </Link>
      <PageHeader title={post.title || "Untitled post"} description={`/blog/${post.slug}`} />
      <PostEditor key={post.version} post={post} />
    </>
  );
}
