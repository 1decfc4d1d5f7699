import { createBlogPostRepository } from "./api/blog/blog-post-repository";
import { createCaseStudyRepository } from "./api/case-studies/case-study-repository";
import { createInquiryRepository } from "./api/inquiries/inquiry-repository";
import { createCompanyProfileRepository } from "./api/settings/company-profile-repository";
import type { Database } from "./db/client";

/** Data access of every feature, shared by the API routes and the page loaders. */
export function createRepositories(db: Database) {
  return {
    companyProfile: createCompanyProfileRepository(db),
    blogPosts: createBlogPostRepository(db),
    caseStudies: createCaseStudyRepository(db),
    inquiries: createInquiryRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Inserts the demo content that is missing; running it again changes nothing. */
export async function seedDatabase(repositories: Repositories): Promise<void> {
  await repositories.companyProfile.seed();
  await repositories.blogPosts.seed();
  await repositories.caseStudies.seed();
}
