import type { BlogPost } from "@shared/blog/blog-post";
import { ArrowRight } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { prefersReducedMotion } from "~/features/landing/motion";
import { cn } from "~/lib/cn";
import { CAROUSEL_INTERVAL_MS } from "./landing-posts";
import { AuthorByline, PostTags } from "./post-parts";

interface FeaturedCarouselProps {
  slides: BlogPost[];
  onOpen(post: BlogPost): void;
  onIntent(): void;
}

/**
 * Seed 000 §2/§4: advances every 6 s; a dot click jumps there and stops auto-advance for
 * good. Under reduced motion it never advances on its own.
 */
export function FeaturedCarousel({ slides, onOpen, onIntent }: FeaturedCarouselProps) {
  const [current, setCurrent] = useState(0);
  const [autoPlay, setAutoPlay] = useState(true);

  useEffect(() => {
    if (!autoPlay || slides.length < 2 || prefersReducedMotion()) return;
    const timer = setInterval(
      () => setCurrent((index) => (index + 1) % slides.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [autoPlay, slides.length]);

  const jumpTo = (index: number) => {
    setAutoPlay(false);
    setCurrent(index);
  };

  return (
    <section aria-roledescription="carousel" aria-label="Featured articles">
      <div className="grid" aria-live={autoPlay ? "off" : "polite"}>
        {slides.map((post, index) => {
          const active = index === current;
          return (
            <article
              key={post.id}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-state={active ? "active" : "inactive"}
              inert={!active}
              className={cn(
                "relative [grid-area:1/1] grid overflow-hidden rounded-3xl border border-border bg-surface transition-opacity duration-500 md:grid-cols-2",
                active ? "opacity-100" : "pointer-events-none opacity-0",
              )}
            >
              <img
                src={post.image}
                alt=""
                width={800}
                height={450}
                loading="lazy"
                className="aspect-video h-full w-full object-cover md:aspect-auto"
              />
              <div className="flex flex-col justify-center gap-5 p-7 sm:p-10">
                <PostTags post={post} />
                <h3 className="text-2xl leading-tight font-bold tracking-tight text-balance sm:text-3xl">
                  {post.title}
                </h3>
                <p className="leading-relaxed text-muted">{post.excerpt}</p>
                <AuthorByline post={post} />
                <button
                  type="button"
                  onClick={() => onOpen(post)}
                  onPointerEnter={onIntent}
                  onFocus={onIntent}
                  aria-label={`Read article: ${post.title}`}
                  className={buttonClasses({
                    variant: "outline",
                    // The whole slide opens the post; the button stays the visible control.
                    className: "self-start after:absolute after:inset-0 after:content-['']",
                  })}
                >
                  Read article
                  <ArrowRight aria-hidden className="size-4" />
                </button>
              </div>
            </article>
          );
        })}
      </div>
      {slides.length > 1 ? (
        <div className="mt-6 flex justify-center gap-2">
          {slides.map((post, index) => (
            <button
              key={post.id}
              type="button"
              onClick={() => jumpTo(index)}
              aria-label={`Show featured article ${index + 1}: ${post.title}`}
              aria-current={index === current ? "true" : undefined}
              className="group flex h-6 items-center px-1"
            >
              <span
                className={cn(
                  "block h-2 rounded-full transition-all",
                  index === current ? "w-8 bg-primary" : "w-2 bg-border group-hover:bg-muted",
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
