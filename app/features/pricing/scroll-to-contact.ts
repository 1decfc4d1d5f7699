/**
 * Seed 000 §2: the call to action scrolls smoothly to the page's #contact element (instantly
 * when the visitor prefers reduced motion). The landing page provides that element.
 */
export function scrollToContact(): void {
  const target = document.getElementById("contact");
  if (!target) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
}
