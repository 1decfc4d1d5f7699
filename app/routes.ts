import { index, type RouteConfig, route } from "@react-router/dev/routes";

const diagnostics = "routes/diagnostics/transport-diagnostics.tsx";

export default [
  index("routes/public/home.tsx"),
  // Seed 001 §2: developer diagnostic pages, public; all open the same request console.
  route("transport-diagnostics", diagnostics, { id: "transport-diagnostics" }),
  route("transport-test", diagnostics, { id: "transport-test" }),
  route("transport-debug", diagnostics, { id: "transport-debug" }),
  route("websocket-reconnect-test", diagnostics, { id: "websocket-reconnect-test" }),
  route("ws-test", diagnostics, { id: "ws-test" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
