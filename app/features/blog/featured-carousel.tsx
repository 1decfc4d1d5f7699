import type { BlogPost } from "@shared/blog/blog-post";
import { ArrowRight, Pause, Play } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { AuthorByline, PostCover, PostTags } from "./post-parts";
import { useRotation } from "./use-rotation";

interface FeaturedCarouselProps {
  slides: BlogPost[];
  onOpen(post: BlogPost): void;
  onIntent(): void;
}

/**
 * Seed 000 §2/§4: advances every 6 s; a dot click jumps there and stops auto-advance for
 * good. Focus or the pointer inside holds it; the pause/play button stops and restarts it.
 */
export function FeaturedCarousel({ slides, onOpen, onIntent }: FeaturedCarouselProps) {
  const rotation = useRotation(slides.length);
  return (
    <section aria-roledescription="carousel" aria-label="Featured articles" {...rotation.holdProps}>
      {/* Announce slide changes only when the visitor caused them, not every 6 s. */}
      <div className="grid" aria-live={rotation.rotating ? "off" : "polite"}>
        {slides.map((post, index) => {
          const active = index === rotation.current;
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
              <PostCover
                post={post}
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
        <div className="mt-6 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={rotation.togglePlaying}
            aria-label={`${rotation.playing ? "Pause" : "Play"} automatic slide show`}
            className={buttonClasses({ variant: "outline", size: "sm", className: "w-9 px-0" })}
          >
            {rotation.playing ? (
              <Pause aria-hidden className="size-4" />
            ) : (
              <Play aria-hidden className="size-4" />
            )}
          </button>
          <div className="flex gap-2">
            {slides.map((post, index) => (
              <button
                key={post.id}
                type="button"
                onClick={() => rotation.jumpTo(index)}
                aria-label={`Show featured article ${index + 1}: ${post.title}`}
                aria-current={index === rotation.current ? "true" : undefined}
                className="group flex h-6 items-center px-1"
              >
                <span
                  className={cn(
                    "block h-2 rounded-full transition-all",
                    index === rotation.current
                      ? "w-8 bg-primary"
                      : "w-2 bg-control group-hover:bg-muted",
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
