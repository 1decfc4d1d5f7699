import { type FocusEvent, useEffect, useState } from "react";
import { prefersReducedMotion } from "~/components/landing/motion";
import { CAROUSEL_INTERVAL_MS } from "./landing-posts";

/**
 * Seed 000 §4 carousel state: the current slide cycles every 6 s while auto-play is on.
 * WCAG 2.2.2: it holds still while focus or the pointer is inside (resuming after), the
 * visitor can pause and play it, and it never starts on its own under reduced motion.
 */
export function useRotation(count: number) {
  const [current, setCurrent] = useState(0);
  // The visitor's choice; a dot click turns it off for good (only Play turns it back on).
  const [playing, setPlaying] = useState(true);
  const [focusInside, setFocusInside] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const rotating = playing && !focusInside && !pointerInside && count > 1;

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setCurrent((index) => (index + 1) % count),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, count]);

  return {
    current,
    playing,
    rotating,
    jumpTo(index: number) {
      setPlaying(false);
      setCurrent(index);
    },
    togglePlaying: () => setPlaying((on) => !on),
    /** Spread on the carousel's root element. */
    holdProps: {
      onFocus: () => setFocusInside(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      },
      onPointerEnter: () => setPointerInside(true),
      onPointerLeave: () => setPointerInside(false),
    },
  };
}
