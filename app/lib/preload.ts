/**
 * A hover/focus preload of a lazily loaded module. Its failure is not reported: opening the
 * part loads it again, and that failure shows where it happens (the part's ErrorBoundary).
 */
export function preload(load: () => Promise<unknown>): () => void {
  return () => {
    load().catch(() => undefined);
  };
}
