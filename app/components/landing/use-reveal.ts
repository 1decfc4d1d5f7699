import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "./motion";

/** Seed 000 §9: cards enter one after another, 0.1 s apart. */
export const CARD_ENTRANCE_STEP_MS = 100;

/**
 * Entrance animation for a group of cards. Server-rendered content stays visible: only a
 * group still below the fold after hydration is hidden, then revealed when it scrolls in.
 * Children opt in with the `reveal-item` class and a `--reveal-index` style.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = "pending";
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = "shown";
        observer.disconnect();
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

export function revealStyle(index: number) {
  return { "--reveal-delay": `${index * CARD_ENTRANCE_STEP_MS}ms` } as React.CSSProperties;
}
