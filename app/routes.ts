import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

const diagnostics = "routes/diagnostics/transport-diagnostics.tsx";

export default [
  // Public pages share the site header and footer; the 404 page too.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  // Seed 001 §2: developer diagnostic pages, public; all open the same request console.
  route("transport-diagnostics", diagnostics, { id: "transport-diagnostics" }),
  route("transport-test", diagnostics, { id: "transport-test" }),
  route("transport-debug", diagnostics, { id: "transport-debug" }),
  route("websocket-reconnect-test", diagnostics, { id: "websocket-reconnect-test" }),
  route("ws-test", diagnostics, { id: "ws-test" }),
] satisfies RouteConfig;
