import { lazy, Suspense } from "react";
import { useToasts } from "./toast-store";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Loads the toast UI (Radix) with the first toast, keeping it off every page's first load. */
export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
