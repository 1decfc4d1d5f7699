import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "./query-client";

/** The browser's one client: every provider on every page shares its cache. */
let browserClient: QueryClient | undefined;

function clientForThisRender(): QueryClient {
  // The server makes one per render, so no request ever sees another's cache.
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * TanStack Query for the parts that use it (admin area, sign-in, forms and live prices), so
 * pages without them never load it (issue 12: the landing page's first load).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(clientForThisRender);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
