import { keepInPlace, showAllDeferred } from "~/lib/deferred-layout";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** True in the browser when the visitor asked for less motion; false on the server. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * Scrolls a landing section into view (smoothly unless motion is reduced) and moves focus
 * there, so keyboard users continue where the page now shows. The section needs tabIndex -1.
 * Every part is laid out first, and the section is kept in place while what is above it
 * settles (decision 059), so the scroll ends on it, not where it was when the scroll began.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  showAllDeferred();
  target.focus({ preventScroll: true });
  keepInPlace(target, !prefersReducedMotion());
}
