import { useEffect } from "react";
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

/** The id a click on this link jumps to on this very page, or null for any other link. */
function sameDocumentTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin || url.pathname !== location.pathname) return null;
  const id = decodeURIComponent(url.hash.slice(1));
  return id && document.getElementById(id) ? id : null;
}

/**
 * Links to a section of this page ("#contact", "/#pricing" on the landing page) scroll there
 * themselves. Left to the browser, the new hash reaches React Router as a navigation, whose
 * render makes React throw away the server HTML of every section still waiting for its code
 * (app/features/landing/island.tsx) and render it again: the target vanished while the
 * page scrolled to it, and the page stayed where it was. The URL still gets the hash, as a
 * history entry of its own, as the browser would have added.
 */
export function useSectionLinks(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const id = sameDocumentTarget(event);
      if (!id) return;
      event.preventDefault();
      if (location.hash !== `#${id}`) history.pushState(history.state, "", `#${id}`);
      // After the click's own handlers: a menu closing on it unlocks page scrolling first.
      setTimeout(() => scrollToSection(id));
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
