import type { BlogPost } from "@shared/blog/blog-post";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { ErrorBoundary } from "~/components/error-boundary";
import { postPath } from "~/lib/post-path";
import { preload } from "~/lib/preload";
import { PostCard } from "./post-card";

const loadModal = () => import("./post-modal");
const PostModal = lazy(loadModal);
const preloadModal = preload(loadModal);

/**
 * The /blog cards: each opens the landing page's post modal and links to the post's page.
 * From here 'Schedule a Consultation' leads to the contact form on the landing page.
 */
export function BlogPostGrid({ posts, busy }: { posts: BlogPost[]; busy: boolean }) {
  const [open, setOpen] = useState<BlogPost | null>(null);
  const navigate = useNavigate();
  return (
    <>
      {/* The cards' titles are h3 (as on the landing page); this keeps the outline in order. */}
      <h2 id="blog-articles" className="sr-only">
        Articles
      </h2>
      <ul
        aria-labelledby="blog-articles"
        aria-busy={busy}
        className="grid gap-6 transition-opacity md:grid-cols-2 lg:grid-cols-3 aria-busy:opacity-60"
      >
        {posts.map((post, index) => (
          <PostCard
            key={post.id}
            post={post}
            index={index}
            href={postPath(post)}
            onOpen={() => setOpen(post)}
            onIntent={preloadModal}
          />
        ))}
      </ul>
      <Suspense fallback={null}>
        <ErrorBoundary name="Article" takeFocus>
          {open ? (
            <PostModal
              post={open}
              onClose={() => setOpen(null)}
              onScheduleConsultation={() => navigate("/#contact")}
            />
          ) : null}
        </ErrorBoundary>
      </Suspense>
    </>
  );
}
