import { groupDigits } from "../numbers/group-digits";
import { formatPrice } from "../pricing/money";

/** How the analytics pages print their figures (money arrives in integer cents). */
export const formatCount = groupDigits;
export const formatCents = (cents: number) => formatPrice(Math.round(cents));
export const formatRate = (rate: number) => `${Math.round(rate * 100)}%`;

/** A duration in seconds as days (or hours under a day), for "median time to accepted". */
export function formatDuration(seconds: number): string {
  if (seconds < 86_400) return `${Math.round(seconds / 3_600)} h`;
  const days = seconds / 86_400;
  return `${days < 10 ? days.toFixed(1) : Math.round(days)} days`;
}
