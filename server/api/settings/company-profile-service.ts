import type { ApprovalPolicy } from "@shared/quotes/discount-approval";
import type { QuoteTemplate } from "@shared/quotes/document-template";
import type { CompanyProfile } from "@shared/settings/company-profile";
import type { CompanyProfileRepository } from "./company-profile-repository";

/** Fictitious defaults; staff replace them in /admin/settings. */
export const defaultCompanyProfile: CompanyProfile = {
  name: "Sentinel Forge IT",
  postalAddress: "1200 Harbor Point Drive, Suite 400\nBaltimore, MD 21230\nUnited States",
  phone: "+1 (410) 555-0142",
  supportEmail: "support@sentinelforge.example",
  salesEmail: "sales@sentinelforge.example",
};

/**
 * The settings module's company profile for every other module (decision 061): the provider
 * a quote, snapshot or comparison names, and where the sales team's mail goes. Read from the
 * content cache, which drops when staff save the profile.
 */
export function createCompanyProfileService(
  repository: Pick<CompanyProfileRepository, "get" | "quoteTemplate" | "approvalPolicy">,
) {
  return {
    /** The provider block of a quote as the seeds describe it: name, address, contacts. */
    provider: (): Promise<CompanyProfile> => repository.get(),
    /**
     * The quote documents' template (decision 063), without its save version: what a new
     * quote link freezes.
     */
    quoteTemplate: async (): Promise<QuoteTemplate> => {
      const { version: _version, ...template } = await repository.quoteTemplate();
      return template;
    },
    /** When a staff discount needs an approver (issue 35 §5), without its save version. */
    approvalPolicy: async (): Promise<ApprovalPolicy> => {
      const { version: _version, ...policy } = await repository.approvalPolicy();
      return policy;
    },
    /** The address quote e-mails to the sales team go to. */
    salesEmail: async (): Promise<string> => (await repository.get()).salesEmail,
  };
}

export type CompanyProfileService = ReturnType<typeof createCompanyProfileService>;
