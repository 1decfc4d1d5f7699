import { useEffect } from "react";
import { Outlet } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import type { Route } from "./+types/layout";

/** Seed 001 §2/§8: what a crash anywhere under /sb shows, inside the site's header and footer. */
export const SERVICE_BUILDER_ERROR = "Error loading Service Builder";

/**
 * The Service Builder area (/sb/*). Until the application ships, its paths show the
 * teaser; the area already has its own error boundary so a failure stays inside it.
 */
export default function ServiceBuilderArea() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => console.error(SERVICE_BUILDER_ERROR, error), [error]);
  return (
    <div className="pt-16">
      <ErrorScreen error={error} title={SERVICE_BUILDER_ERROR} />
    </div>
  );
}
