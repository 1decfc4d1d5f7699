import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "./ui/button";

/** Seed 000 §2 fallback: served with HTTP status 404. */
export function NotFoundCard() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-6 py-16">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <SearchX aria-hidden className="size-8 text-danger" />
          <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-muted">Did you forget to add the page to the router?</p>
        <Link to="/" className={buttonClasses({ variant: "outline", className: "mt-6" })}>
          Back to the home page
        </Link>
      </div>
    </div>
  );
}
