/** How a quote's reference reads: "Q-2026-7K3M9P" (year, then six unambiguous characters). */
export const QUOTE_REFERENCE_PATTERN = /^Q-\d{4}-[2-9A-HJ-NP-Z]{6}$/;
