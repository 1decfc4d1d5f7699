import type { CompanyProfile } from "@shared/settings/company-profile";
import { privacyDataSections } from "./privacy-data-sections";
import { privacyRightsSections } from "./privacy-rights-sections";

export const PRIVACY_POLICY_UPDATED = "2026-11-16";
export const PRIVACY_POLICY_TITLE = "Privacy Policy";
export const PRIVACY_POLICY_SUMMARY =
  "What this website stores about you, why, for how long, and how to have it changed or deleted. In short: only what you send us, no tracking, no advertising.";

export function privacyPolicySections(company: CompanyProfile) {
  return [...privacyDataSections(company), ...privacyRightsSections(company)];
}
