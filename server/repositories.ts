import { createMfaRepository } from "./api/account/mfa-repository";
import { createBuilderAnalytics } from "./api/analytics/builder-queries";
import { createSalesAnalytics } from "./api/analytics/sales-queries";
import { createAuditQueries } from "./api/audit/audit-queries";
import { createAuditRepository } from "./api/audit/audit-repository";
import { createPendingLoginRepository } from "./api/auth/pending-login-repository";
import { createSessionRepository } from "./api/auth/session-repository";
import { createThrottleRepository } from "./api/auth/throttle-repository";
import { createBlogAdminRepository } from "./api/blog/blog-admin-repository";
import { createBlogPostRepository } from "./api/blog/blog-post-repository";
import { createCaseStudyAdminRepository } from "./api/case-studies/case-study-admin-repository";
import { createCaseStudyRepository } from "./api/case-studies/case-study-repository";
import { createCatalogRepository } from "./api/catalog/catalog-repository";
import { createFormulaRepository } from "./api/formulas/formula-repository";
import { createInquiryRepository } from "./api/inquiries/inquiry-repository";
import { createMediaRepository } from "./api/media/media-repository";
import { createNotificationRepository } from "./api/notifications/notification-repository";
import { createOpportunityRepository } from "./api/opportunities/opportunity-repository";
import { createOutboxRepository } from "./api/outbox/outbox-repository";
import { createRecipientRepository } from "./api/outbox/recipient-repository";
import { createPricingRepository } from "./api/pricing/pricing-repository";
import { createProspectAdminRepository } from "./api/prospects/prospect-admin-repository";
import { createProspectTransferRepository } from "./api/prospects/transfer-repository";
import { createAcceptanceCodeRepository } from "./api/quotes/acceptance/acceptance-code-repository";
import { createApprovalRepository } from "./api/quotes/approvals/approval-repository";
import { createDraftRepository } from "./api/quotes/builder/draft-repository";
import { createBuilderEventRepository } from "./api/quotes/builder/event-repository";
import { createSessionClientRepository } from "./api/quotes/builder/session-client-repository";
import { createUnclaimedRepository } from "./api/quotes/builder/unclaimed-repository";
import { createComparisonRepository } from "./api/quotes/comparison-repository";
import { createQuestionRepository } from "./api/quotes/questions/question-repository";
import { createFollowUpRepository } from "./api/quotes/reminders/follow-up-repository";
import { createShareRepository } from "./api/quotes/share-repository";
import { createConfigurationQueries } from "./api/quotes/versions/configuration-queries";
import { createConfigurationRepository } from "./api/quotes/versions/configuration-repository";
import { createCompanyProfileRepository } from "./api/settings/company-profile-repository";
import { createSimilarCompaniesRepository } from "./api/similar-companies/similar-companies-repository";
import { createUserRepository } from "./api/users/user-repository";
import { createWaitlistRepository } from "./api/waitlist/waitlist-repository";
import { createContentCache } from "./cache/content-cache";
import { type ContentChanges, createContentChanges } from "./cache/content-changes";
import type { Database } from "./db/client";

/**
 * Data access of every feature, shared by the API routes and the page loaders. The public
 * content caches all drop on any content change (`changes`), here or on another instance.
 */
export function createRepositories(db: Database, changes: ContentChanges = createContentChanges()) {
  const contentCache = () => createContentCache({ changes });
  // Staff writes drop the cache the public post reads come from.
  const blogCache = contentCache();
  return {
    companyProfile: createCompanyProfileRepository(db, contentCache()),
    pricing: createPricingRepository(db, contentCache()),
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    pendingLogins: createPendingLoginRepository(db),
    mfa: createMfaRepository(db),
    throttle: createThrottleRepository(db),
    audit: createAuditRepository(db),
    auditLog: createAuditQueries(db),
    blogPosts: createBlogPostRepository(db, blogCache),
    blogAdmin: createBlogAdminRepository(db, blogCache),
    caseStudies: createCaseStudyRepository(db, contentCache()),
    caseStudyAdmin: createCaseStudyAdminRepository(db, contentCache()),
    media: createMediaRepository(db),
    inquiries: createInquiryRepository(db),
    waitlist: createWaitlistRepository(db),
    catalog: createCatalogRepository(db, contentCache()),
    formulas: createFormulaRepository(db, contentCache()),
    prospectAdmin: createProspectAdminRepository(db),
    prospectTransfer: createProspectTransferRepository(db),
    drafts: createDraftRepository(db),
    sessionClients: createSessionClientRepository(db),
    unclaimed: createUnclaimedRepository(db),
    builderEvents: createBuilderEventRepository(db),
    configurations: createConfigurationRepository(db),
    configurationQueries: createConfigurationQueries(db),
    shares: createShareRepository(db),
    followUps: createFollowUpRepository(db),
    approvals: createApprovalRepository(db),
    acceptanceCodes: createAcceptanceCodeRepository(),
    quoteQuestions: createQuestionRepository(db),
    comparisons: createComparisonRepository(db),
    outbox: createOutboxRepository(db),
    emailRecipients: createRecipientRepository(db),
    opportunities: createOpportunityRepository(db),
    notifications: createNotificationRepository(db),
    analytics: { ...createSalesAnalytics(db), ...createBuilderAnalytics(db) },
    similarCompanies: createSimilarCompaniesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Inserts the demo content that is missing; running it again changes nothing. */
export async function seedDatabase(repositories: Repositories): Promise<void> {
  await repositories.companyProfile.seed();
  await repositories.pricing.seed();
  await repositories.blogPosts.seed();
  await repositories.caseStudies.seed();
  // Formulas point at services, so the catalogue comes first.
  await repositories.catalog.seed();
  await repositories.formulas.seed();
}
