/**
 * The terms every shared quote carries, frozen into its snapshot when it is shared: a later
 * edit here never changes what a prospect agreed to.
 */
export const QUOTE_TERMS: readonly string[] = [
  "Prices are in US dollars and exclude applicable taxes.",
  "Monthly services are billed monthly in advance; choosing annual prepay bills twelve months in advance at the annual price shown.",
  "Setup fees are billed once, when onboarding starts.",
  "The initial term is twelve months from the service start date and renews month to month unless either party gives 30 days' written notice.",
  "Quantities can be adjusted at the start of any billing period; changes are priced at the per-unit rates in this quote for its initial term.",
  "Services are delivered under the provider's Master Services Agreement and the service descriptions in this quote.",
];

export const TERMS_AGREEMENT =
  "I agree to the terms of this quote and am authorised to accept it for my company.";
