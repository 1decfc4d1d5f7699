import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { unsavedPost } from "~/features/blog-admin/editor-state";
import { PostEditor } from "~/features/blog-admin/post-editor";
import type { Route } from "./+types/blog-new";

export const meta: Route.MetaFunction = () => [{ title: "New post | Sentinel Forge admin" }];

export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireAdmin(request, context);
  return { post: unsavedPost(user.displayName) };
}

/**
 * New post's editor (issue 34 "Forms"): opening it stores nothing; its first save creates the
 * post and moves to the post's own editor.
 */
export default function NewBlogPostPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Link
        to="/admin/blog"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All posts
      </Link>
      <PageHeader
        title="New post"
        description="Nothing is stored until you save; the first save starts the draft."
      />
      <PostEditor post={loaderData.post} />
    </>
  );
}
