/** The five public developer diagnostics pages of seed 001 §2/§6, in nav order. */
export const diagnosticsPages = [
  {
    path: "/transport-diagnostics",
    label: "Overview",
    title: "Transport diagnostics",
    purpose:
      "Checks this browser's session id round trip, its clock against the server's and the WebSocket channel at a glance.",
  },
  {
    path: "/transport-test",
    label: "Request console",
    title: "Transport test",
    purpose:
      "Sends requests through the application's request layer and shows exactly what it raises.",
  },
  {
    path: "/transport-debug",
    label: "Request log",
    title: "Transport debug",
    purpose:
      "Lists this tab's latest requests as the request layer saw them: status, duration, request id and the raw envelope.",
  },
  {
    path: "/ws-test",
    label: "WebSocket echo",
    title: "WebSocket echo test",
    purpose: "Measures round-trip times over the public echo channel and echoes what you type.",
  },
  {
    path: "/websocket-reconnect-test",
    label: "Reconnect",
    title: "WebSocket reconnect test",
    purpose:
      "Drops the connection on demand and shows the client backing off, reconnecting and recovering.",
  },
] as const;

export type DiagnosticsPath = (typeof diagnosticsPages)[number]["path"];

export function diagnosticsPage(path: DiagnosticsPath) {
  return diagnosticsPages.find((page) => page.path === path) as (typeof diagnosticsPages)[number];
}

/** Every diagnostics page: its own title, and kept out of search engines. */
export function diagnosticsMeta(path: DiagnosticsPath) {
  return [{ title: diagnosticsPage(path).title }, { name: "robots", content: "noindex" }];
}
