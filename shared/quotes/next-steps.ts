/**
 * Issue 35 §3: what happens after a quote is accepted, told the same way on the quote page and
 * in the countersigned copy's e-mail. The provider's contact comes from the link's frozen
 * company profile.
 */
export const NEXT_STEPS = [
  "Within one business day your account team calls to confirm the start date and a contact at each location.",
  "You receive the onboarding plan: what we install, which accounts we connect, and the order in which services go live.",
  "Billing starts when the first service is live, as you chose when accepting.",
] as const;
