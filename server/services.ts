import { createMfaService } from "./api/account/mfa-service";
import { createAuditService } from "./api/audit/audit-service";
import { createSessionService } from "./api/auth/session-service";
import { createPriceBookService } from "./api/catalog/price-book-service";
import { createMediaService } from "./api/media/media-service";
import { createOutboxService } from "./api/outbox/outbox-service";
import { createContactService } from "./api/prospects/contact-service";
import { createLeadService } from "./api/prospects/lead-service";
import { createQuestionCorpusService } from "./api/quotes/questions/question-corpus-service";
import { createCompanyProfileService } from "./api/settings/company-profile-service";
import { createSimilarCompaniesService } from "./api/similar-companies/similar-companies-service";
import { createStaffDirectoryService } from "./api/users/staff-directory-service";
import { createStaffMailService } from "./api/users/staff-mail-service";
import { createUserAccountService } from "./api/users/user-account-service";
import type { Database } from "./db/client";
import type { Repositories } from "./repositories";

/**
 * What one module offers the others (decision 061). A module's repository is its own; another
 * module asks the owner's service here, which holds the rules of that data (who an audit
 * entry names, when the outbox sends, what the engine prices with, which profile a quote
 * shows, how a builder lead lands on a prospect). Built once per app from its database and
 * repositories; like server/repositories.ts, a composition root.
 */
export function createServices(
  db: Database,
  repositories: Repositories,
  hooks: { wakeOutbox: () => void } = { wakeOutbox: () => {} },
) {
  const priceBook = createPriceBookService({
    catalog: repositories.catalog,
    formulas: repositories.formulas,
  });
  return {
    audit: createAuditService(repositories.audit),
    outbox: createOutboxService({
      repository: repositories.outbox,
      recipients: repositories.emailRecipients,
      wake: hooks.wakeOutbox,
    }),
    priceBook,
    questionCorpus: createQuestionCorpusService({
      posts: repositories.blogPosts,
      caseStudies: repositories.caseStudies,
      catalogue: priceBook,
    }),
    similarCompanies: createSimilarCompaniesService(repositories.similarCompanies, priceBook),
    companyProfile: createCompanyProfileService(repositories.companyProfile),
    leads: createLeadService(db),
    contacts: createContactService(db),
    media: createMediaService(repositories.media),
    staffMail: createStaffMailService(repositories.users),
    staffDirectory: createStaffDirectoryService(repositories.users),
    userAccounts: createUserAccountService(repositories.users),
    sessions: createSessionService(repositories.sessions),
    mfa: createMfaService(repositories.mfa),
  };
}

export type Services = ReturnType<typeof createServices>;
