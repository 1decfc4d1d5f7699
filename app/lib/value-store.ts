import { useSyncExternalStore } from "react";

/**
 * A value that components read by subscription instead of through a context's value.
 *
 * Issue 12: a provider whose context value changes reaches every landing section whose code
 * has not arrived yet (app/features/landing/island.tsx), and React then drops that section's
 * server HTML until the code is there: the page jumps. Providers therefore hand down one
 * store for their whole life and only its readers render again when the value changes.
 */
export interface ValueStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** What the server rendered with; hydration starts from it. */
  readonly initial: T;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStoreValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
