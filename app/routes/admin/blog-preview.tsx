import { renderMarkdown } from "@shared/blog/markdown";
import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { ArticleView } from "~/features/blog/article-view";
import { initialState } from "~/features/blog-admin/editor-state";
import type { Route } from "./+types/blog-preview";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `Preview: ${loaded?.post.title ?? "Blog post"} | Sentinel Forge admin` },
];

/** The editor's latest state (the autosave when there is one), as the public page shows it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const id = Number(params.id);
  const detail =
    Number.isInteger(id) && id >= 0 && id <= 2_147_483_647
      ? await context.repositories.blogAdmin.get(id)
      : null;
  if (!detail) throw data(null, { status: 404 });
  const { state } = initialState(detail);
  return { post: { id, ...state }, bodyHtml: renderMarkdown(state.body) };
}

/** Issue 14: a post before it is published, in the public page's own markup. */
export default function BlogPreviewPage({ loaderData }: Route.ComponentProps) {
  const { post, bodyHtml } = loaderData;
  return (
    <>
      <div
        role="status"
        className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warning/50 bg-surface px-4 py-3 text-sm"
      >
        <strong className="font-semibold">Preview — not published</strong>
        <Link
          to={`/admin/blog/${post.id}`}
          className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to the editor
        </Link>
      </div>
      <div className="overflow-hidden rounded-2xl border border-border bg-bg">
        <ArticleView post={post} bodyHtml={bodyHtml} />
      </div>
    </>
  );
}
