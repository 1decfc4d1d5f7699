import { type RefObject, useEffect } from "react";

/** Calls `onEnter` the first time the element scrolls into view (IntersectionObserver). */
export function useOnFirstView(
  ref: RefObject<Element | null>,
  onEnter: () => void,
  { threshold = 0.25, enabled = true }: { threshold?: number; enabled?: boolean } = {},
) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onEnter();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onEnter, threshold, enabled]);
}
