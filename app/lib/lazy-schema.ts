import type { z } from "zod";

/**
 * A shared schema a form checks with, loaded on first use rather than with the page
 * (decision 079): `preload` when the form is entered, `check` when it is sent. A failed
 * load (offline) is tried again at the next use.
 */
export interface LazySchema<S extends z.ZodType> {
  preload(): void;
  check(value: unknown): Promise<z.ZodSafeParseResult<z.output<S>>>;
}

export function lazySchema<S extends z.ZodType>(load: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | null = null;
  const schema = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    preload() {
      schema().catch(() => {
        // Offline: the check that needs it tries again and reports the failure.
      });
    },
    async check(value) {
      return (await schema()).safeParse(value) as z.ZodSafeParseResult<z.output<S>>;
    },
  };
}
