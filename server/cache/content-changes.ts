/**
 * DESIGN: public content (catalogue, prices, formulas, posts, case studies, company profile)
 * is cached in process, and every cache of it listens here. A committed write publishes one
 * change: this process drops its caches at once, and the relay tells the other instances
 * behind the same database to do the same.
 */
export interface ContentChanges {
  /**
   * After a committed write of public content; settles once the other instances have been
   * told (a NOTIFY committed), so the writer's answer never outruns the news.
   */
  publish(): Promise<void>;
  /** A change made elsewhere (another instance), or possibly missed (a lost connection). */
  receive(): void;
  subscribe(listener: () => void): () => void;
  /** Counts changes, so work begun before one (a page render) knows not to cache its result. */
  generation(): number;
  /** Called on every local publish, to pass the change on; one relay at most. */
  relayTo(send: () => Promise<void>): void;
}

export function createContentChanges(): ContentChanges {
  const listeners = new Set<() => void>();
  let generation = 0;
  let send: (() => Promise<void>) | undefined;
  const drop = () => {
    generation++;
    for (const listener of listeners) listener();
  };
  return {
    async publish() {
      drop();
      await send?.();
    },
    receive: drop,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    generation: () => generation,
    relayTo(relay) {
      send = relay;
    },
  };
}
