import { type ReactNode, type ToggleEvent, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { cn } from "~/lib/cn";
import { type Placement, placePopover } from "~/lib/popover-place";

/**
 * A button that shows an explanation beside it (decision 080). The browser's own popover does
 * the behaviour (opens and closes from the button, Escape and a click outside close it, focus
 * stays with the button, the top layer above everything); `placePopover` puts it beside the
 * button and keeps it there while the page scrolls. Its content is rendered only while it is
 * open, so a step with many lines hydrates none of their explanations.
 */
export function Explainer({
  label,
  contentLabel,
  placement,
  triggerClassName,
  trigger,
  children,
}: {
  /** The button's accessible name. */
  label: string;
  /** The explanation's accessible name. */
  contentLabel: string;
  placement: Placement;
  triggerClassName: string;
  trigger: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const place = () => {
      const anchor = button.current?.getBoundingClientRect();
      const element = panel.current;
      if (!anchor || !element) return;
      const { top, left } = placePopover(
        anchor,
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
        placement,
      );
      element.style.top = `${top}px`;
      element.style.left = `${left}px`;
    };
    // Before the first frame that shows it: the browser has just put it in the top layer.
    const frame = requestAnimationFrame(place);
    window.addEventListener("scroll", place, { capture: true, passive: true });
    window.addEventListener("resize", place);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", place, { capture: true });
      window.removeEventListener("resize", place);
    };
  }, [open, placement]);

  const beforeToggle = (event: ToggleEvent<HTMLDivElement>) => {
    // The content is there before the browser shows the popover, so it opens at its size.
    if (event.newState === "open") flushSync(() => setOpen(true));
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        aria-label={label}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        role="dialog"
        aria-label={contentLabel}
        onBeforeToggle={beforeToggle}
        onToggle={(event) => {
          if (event.newState === "closed") setOpen(false);
        }}
        className={cn(
          "fixed inset-auto m-0 grid w-80 max-w-[calc(100vw-2rem)] gap-3 rounded-xl border border-border bg-surface p-4 text-sm text-fg shadow-xl",
          // The browser shows a popover with display: block; the grid applies only while open.
          "[&:not(:popover-open)]:hidden",
        )}
      >
        {open ? children : null}
      </div>
    </>
  );
}
