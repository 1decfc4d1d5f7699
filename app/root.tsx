import "./lib/zod-without-eval";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorScreen } from "./components/error-screen";
import { NotFoundCard } from "./components/not-found-card";
import { ThemeProvider } from "./components/theme-provider";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { deferredLayoutScript } from "./lib/deferred-layout";
import { useNonce } from "./lib/nonce";
import { SessionProvider } from "./lib/session-provider";
import { themeBootScript } from "./lib/theme";
import "./app.css";
import interCore from "./fonts/inter-core-wght-400-700.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Fetched with the stylesheet, not after it: the text's font is then ready at first paint.
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" className="dark" style={{ colorScheme: "dark" }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, nonce'd, must run before paint */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, nonce'd, must run before the page's code */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: deferredLayoutScript }} />
        <Meta />
        <Links />
      </head>
      <body className="bg-bg text-fg">
        <ThemeProvider>
          {/* TanStack Query is provided by the routes that use it (app/lib/query-provider.tsx). */}
          <SessionProvider>{children}</SessionProvider>
          <LazyToaster />
        </ThemeProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundCard />;
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen error={new Error(`${error.status} ${error.statusText || "Error"}`)} />;
  }
  return <LoggedErrorScreen error={error} />;
}

function LoggedErrorScreen({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return <ErrorScreen error={error} />;
}
