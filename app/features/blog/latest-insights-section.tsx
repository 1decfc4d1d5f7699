import type { BlogPost } from "@shared/blog/blog-post";
import { ArrowRight } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { ErrorBoundary } from "~/components/error-boundary";
import { LandingSection } from "~/components/landing/landing-section";
import { scrollToSection } from "~/components/landing/motion";
import { SectionHeading } from "~/components/landing/section-heading";
import { useReveal } from "~/components/landing/use-reveal";
import { buttonClasses } from "~/components/ui/button";
import { preload } from "~/lib/preload";
import { FeaturedCarousel } from "./featured-carousel";
import { type LandingPosts, MODAL_SCROLL_DELAY_MS } from "./landing-posts";
import { PostCard } from "./post-card";

const loadModal = () => import("./post-modal");
const PostModal = lazy(loadModal);
const preloadModal = preload(loadModal);

/** Seed 000 §2 (anchor blog): featured carousel, three cards, and the post modal. */
export function LatestInsightsSection({ posts }: { posts: LandingPosts }) {
  const [open, setOpen] = useState<BlogPost | null>(null);
  const grid = useReveal<HTMLUListElement>();
  const scheduleConsultation = () => {
    setOpen(null);
    setTimeout(() => scrollToSection("contact"), MODAL_SCROLL_DELAY_MS);
  };
  return (
    <LandingSection id="blog">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="blog-heading"
            align="left"
            eyebrow="From the blog"
            title="Latest Insights"
            lead="Field notes from our engineers and consultants on security, cloud and AI."
          />
          <Link
            to="/blog"
            className={buttonClasses({
              variant: "outline",
              className: "shrink-0 self-start md:self-auto",
            })}
          >
            View All Articles
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        {posts.slides.length > 0 ? (
          <div className="mt-12">
            <FeaturedCarousel slides={posts.slides} onOpen={setOpen} onIntent={preloadModal} />
          </div>
        ) : null}
        <ul ref={grid} className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.cards.map((post, index) => (
            <PostCard
              key={post.id}
              post={post}
              index={index}
              onOpen={() => setOpen(post)}
              onIntent={preloadModal}
            />
          ))}
        </ul>
      </div>
      <Suspense fallback={null}>
        <ErrorBoundary name="Article" takeFocus>
          {open ? (
            <PostModal
              post={open}
              onClose={() => setOpen(null)}
              onScheduleConsultation={scheduleConsultation}
            />
          ) : null}
        </ErrorBoundary>
      </Suspense>
    </LandingSection>
  );
}
