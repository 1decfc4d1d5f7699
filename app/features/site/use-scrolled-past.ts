import { useEffect, useState } from "react";

/** Seed 000 §9: the header turns solid once the page is scrolled more than 50 px. */
export const HEADER_SOLID_AFTER_PX = 50;

export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}
