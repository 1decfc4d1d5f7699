import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failure } from "../http/envelope";
import accountRoutes from "./account/routes";
import analyticsRoutes from "./analytics/routes";
import authRoutes from "./auth/routes";
import blogAdminRoutes from "./blog/admin-routes";
import blogRoutes from "./blog/routes";
import caseStudyAdminRoutes from "./case-studies/admin-routes";
import caseStudyRoutes from "./case-studies/routes";
import catalogAdminRoutes from "./catalog/admin-routes";
import catalogRoutes from "./catalog/routes";
import diagnosticsRoutes from "./diagnostics/routes";
import docsRoutes from "./docs/routes";
import formulaAdminRoutes from "./formulas/admin-routes";
import formulaRoutes from "./formulas/routes";
import healthRoutes from "./health/routes";
import inquiryRoutes from "./inquiries/routes";
import mediaRoutes from "./media/routes";
import notificationRoutes from "./notifications/routes";
import opportunityRoutes from "./opportunities/routes";
import outboxRoutes from "./outbox/routes";
import pricingRoutes from "./pricing/routes";
import prospectCsvRoutes from "./prospects/csv-routes";
import prospectRoutes from "./prospects/routes";
import builderRoutes from "./quotes/builder/routes";
import comparisonRoutes from "./quotes/comparison-routes";
import quotePublicRoutes from "./quotes/public-routes";
import configurationAdminRoutes from "./quotes/versions/admin-routes";
import echoRoutes from "./realtime/echo-routes";
import staffChannelRoutes from "./realtime/staff-routes";
import auditRoutes from "./settings/audit-log-routes";
import companyProfileRoutes from "./settings/routes";
import userRoutes from "./users/routes";
import waitlistAdminRoutes from "./waitlist/admin-routes";
import waitlistRoutes from "./waitlist/routes";

/** The /api route table: one line per feature. */
const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  // Claims every other /api path so the page router's catch-all never answers API calls.
  app.all("/*", { schema: { hide: true } }, (request, reply) =>
    reply.code(404).send(failure(`Route ${request.method} ${request.url} not found`)),
  );
  await app.register(healthRoutes);
  await app.register(docsRoutes);
  await app.register(pricingRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes, { prefix: "/account" });
  await app.register(userRoutes, { prefix: "/admin/users" });
  await app.register(companyProfileRoutes, { prefix: "/admin/company-profile" });
  await app.register(auditRoutes, { prefix: "/admin/audit-log" });
  await app.register(outboxRoutes, { prefix: "/admin/outbox" });
  await app.register(blogRoutes);
  await app.register(blogAdminRoutes, { prefix: "/admin/blog-posts" });
  await app.register(caseStudyRoutes);
  await app.register(caseStudyAdminRoutes, { prefix: "/admin/case-studies" });
  await app.register(mediaRoutes, { prefix: "/admin/media" });
  await app.register(inquiryRoutes);
  await app.register(waitlistRoutes);
  await app.register(waitlistAdminRoutes, { prefix: "/admin/waitlist" });
  await app.register(catalogRoutes, { prefix: "/catalog" });
  await app.register(formulaRoutes, { prefix: "/catalog" });
  await app.register(builderRoutes, { prefix: "/sb" });
  await app.register(quotePublicRoutes, { prefix: "/quotes" });
  await app.register(catalogAdminRoutes, { prefix: "/admin/catalog" });
  await app.register(formulaAdminRoutes, { prefix: "/admin/formulas" });
  await app.register(configurationAdminRoutes, { prefix: "/admin/configurations" });
  await app.register(comparisonRoutes, { prefix: "/admin/quote-comparisons" });
  await app.register(prospectRoutes, { prefix: "/prospects" });
  await app.register(prospectCsvRoutes, { prefix: "/prospects" });
  await app.register(opportunityRoutes, { prefix: "/opportunities" });
  await app.register(analyticsRoutes, { prefix: "/admin/analytics" });
  await app.register(notificationRoutes, { prefix: "/admin/notifications" });
  await app.register(echoRoutes);
  await app.register(staffChannelRoutes);
  await app.register(diagnosticsRoutes, { prefix: "/diagnostics" });
};

export default apiRoutes;
