import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

const dashboard = "routes/admin/dashboard.tsx";
const teaser = "routes/public/service-builder-teaser.tsx";
const resume = "routes/sb/resume.tsx";

export default [
  route("auth", "routes/auth/sign-in.tsx"),
  // Seed 001 §2 admin area; guarded at the HTTP layer and by the layout's loader.
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index(dashboard, { id: "admin-dashboard" }),
      route("analytics", dashboard, { id: "admin-analytics" }),
      route("service-builder-analytics", "routes/admin/service-builder-analytics.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("blog/new", "routes/admin/blog-new.tsx"),
      route("blog/:id", "routes/admin/blog-post.tsx"),
      route("blog/:id/preview", "routes/admin/blog-preview.tsx"),
      route("prospects", "routes/admin/prospects.tsx"),
      route("prospects/:id", "routes/admin/prospect.tsx"),
      route("inquiries", "routes/admin/inquiries.tsx"),
      route("prospects/import", "routes/admin/prospects-import.tsx"),
      route("quote-comparisons", "routes/admin/quote-comparisons.tsx"),
      route("opportunities", "routes/admin/opportunities.tsx"),
      route("case-studies", "routes/admin/case-studies.tsx"),
      route("catalog", "routes/admin/catalog.tsx"),
      route("catalog/similar-companies", "routes/admin/similar-companies.tsx"),
      route("calculation-formulas", "routes/admin/calculation-formulas.tsx"),
      route("service-configurations", "routes/admin/service-configurations.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("outbox", "routes/admin/outbox.tsx"),
      route("approvals", "routes/admin/approvals.tsx"),
      route("settings", "routes/admin/settings.tsx"),
    ]),
  ]),
  // Public pages share the site header and footer; the 404 page too.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/blog-post.tsx"),
    route("privacy-policy", "routes/public/privacy-policy.tsx"),
    route("terms-of-service", "routes/public/terms-of-service.tsx"),
    // Seed 000 §2 topic pages; the bare /services is a legacy redirect (server/plugins/redirects.ts).
    route("services/:topic", "routes/public/service-topic.tsx"),
    // Seed 000 §2: /service-builder and every path under it show the teaser.
    route("service-builder", teaser, { id: "service-builder" }),
    route("service-builder/*", teaser, { id: "service-builder-any" }),
    // Issue 11: a shared quote, outside the builder's own layout (no builder state needed).
    route("sb/quote/:token", "routes/sb/quote.tsx"),
    // Issue 35 §2: the unsubscribe link at the foot of every customer e-mail.
    route("unsubscribe/:token", "routes/public/unsubscribe.tsx"),
    // Seed 001 §2: the Service Builder application (issue 10), one URL per step.
    route("sb", "routes/sb/layout.tsx", [
      index(resume, { id: "sb" }),
      route("lead", "routes/sb/lead.tsx"),
      route("assessment", "routes/sb/assessment.tsx"),
      route("recommendations", "routes/sb/recommendations.tsx"),
      route("configure", "routes/sb/configure.tsx"),
      route("summary", "routes/sb/summary.tsx"),
      route("*", resume, { id: "sb-any" }),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("blog/rss.xml", "routes/public/blog-rss.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  // Seed 001 §2/§6: the developer diagnostic pages, public, each with its own purpose.
  route("transport-diagnostics", "routes/diagnostics/transport-diagnostics.tsx"),
  route("transport-test", "routes/diagnostics/transport-test.tsx"),
  route("transport-debug", "routes/diagnostics/transport-debug.tsx"),
  route("websocket-reconnect-test", "routes/diagnostics/websocket-reconnect-test.tsx"),
  route("ws-test", "routes/diagnostics/ws-test.tsx"),
  // The transport demo of seed 001 §2, behind a route guard (staff sign-in).
  route("simple-transport", "routes/diagnostics/simple-transport.tsx"),
  route("transport-demo", "routes/diagnostics/transport-demo.tsx"),
] satisfies RouteConfig;
