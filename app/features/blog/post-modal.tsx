import type { BlogPost } from "@shared/blog/blog-post";
import { ArrowUpRight } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { formatLongDate } from "~/lib/format-date";
import { postPath } from "~/lib/post-path";
import { LearnMore, PostSections, PublishedLine } from "./post-body";
import { PostCover, PostTags } from "./post-parts";

interface PostModalProps {
  post: BlogPost;
  onClose(): void;
  onScheduleConsultation(): void;
}

/**
 * Seed 000 §2: the post in full, in the seed's order (image; tags; title; date; excerpt; ...).
 * The title, below the picture, stays the dialog's name. Closes by button, outside click or
 * Escape.
 */
export default function PostModal({ post, onClose, onScheduleConsultation }: PostModalProps) {
  const leavingForContact = useRef(false);
  const date = formatLongDate(post.publishedOn);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        describedInBody
        closeLabel="Close article"
        onCloseAutoFocus={(event) => {
          // Going to the contact form: focus moves there, not back to the post's card.
          if (leavingForContact.current) event.preventDefault();
        }}
      >
        <article className="grid gap-8">
          <PostCover
            post={post}
            className="aspect-video w-full rounded-2xl border border-border object-cover"
          />
          <header className="grid gap-3">
            <PostTags post={post} />
            <DialogTitle className="text-2xl leading-tight text-balance sm:text-3xl">
              {post.title}
            </DialogTitle>
            <DialogDescription>
              <time dateTime={post.publishedOn}>{date}</time> · {post.author.name},{" "}
              {post.author.title}
            </DialogDescription>
          </header>
          <p className="text-lg leading-relaxed text-pretty">{post.excerpt}</p>
          <PostSections post={post} level={3} />
          <LearnMore
            level={3}
            action={
              <Button
                onClick={() => {
                  leavingForContact.current = true;
                  onScheduleConsultation();
                }}
                className="shrink-0"
              >
                Schedule a Consultation
              </Button>
            }
          />
          <PublishedLine post={post}>
            <Link
              to={postPath(post)}
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              Open as a page
              <ArrowUpRight aria-hidden className="size-4" />
            </Link>
          </PublishedLine>
        </article>
      </DialogContent>
    </Dialog>
  );
}
