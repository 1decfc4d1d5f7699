import { AlertOctagon, RotateCw } from "lucide-react";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { Button } from "~/components/ui/button";
import { BuilderProvider } from "~/features/quotes/builder/builder-context";
import { BuilderShell, BuilderSkeleton, stepAt } from "~/features/quotes/builder/builder-shell";
import { apiMessage } from "~/lib/form-errors";
import type { Route } from "./+types/layout";

/** Seed 001 §2/§8: what a crash anywhere under /sb shows, inside the site's header and footer. */
export const SERVICE_BUILDER_ERROR = "Error loading Service Builder";

/** The Service Builder application (/sb/*, issue 10): five steps around one autosaved draft. */
export default function ServiceBuilderArea() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto min-h-svh w-full max-w-6xl px-4 pt-24 pb-16 sm:px-6">
      <BuilderProvider
        loading={<BuilderSkeleton step={stepAt(pathname)} />}
        renderBeforeLoad={stepAt(pathname) === "lead"}
        failed={(error, retry) => (
          <div
            role="alert"
            className="mx-auto grid max-w-lg justify-items-center gap-3 rounded-2xl border border-border bg-surface p-8 text-center"
          >
            <AlertOctagon aria-hidden className="size-8 text-danger" />
            <h1 className="text-xl font-bold">Your configuration could not be loaded</h1>
            <p className="text-sm text-muted">
              {apiMessage(error, "The Service Builder did not answer.")} Check your connection and
              try again; nothing you saved is lost.
            </p>
            <Button onClick={retry}>
              <RotateCw aria-hidden className="size-4" />
              Try again
            </Button>
          </div>
        )}
      >
        <BuilderShell>
          <Outlet />
        </BuilderShell>
      </BuilderProvider>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => console.error(SERVICE_BUILDER_ERROR, error), [error]);
  return (
    <div className="pt-16">
      <ErrorScreen error={error} title={SERVICE_BUILDER_ERROR} />
    </div>
  );
}
