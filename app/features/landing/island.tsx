import {
  type ComponentType,
  type JSX,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
} from "react";
import { replayEarlyInput } from "./early-input";

declare global {
  interface Window {
    /** Landing sections whose server HTML is on the page but not yet hydrated (tests wait for 0). */
    __islandsPending?: number;
    /** Hydrates every landing section now (browser tests call it before they interact). */
    __hydrateIslands?: () => void;
  }
}

/** How far below the viewport a section starts loading its code. */
const NEAR_VIEWPORT = "100% 0px";

/**
 * Server only: every island's code, loading since its module was evaluated. The server renders
 * each island in full, so a request waits for these (once) before rendering; a top-level await
 * in the route modules did that before, but the compiled server is one CommonJS bundle
 * (decision 041), which has no top-level await.
 */
const serverPreloads: Promise<void>[] = [];

/** Resolves once every island's code is loaded (server: before the first render). */
export function islandsLoaded(): Promise<unknown> {
  return Promise.all(serverPreloads);
}

/** Sections waiting to be wanted, and whether every section was asked for at once. */
const waiting = new Set<() => void>();
let everyoneWanted = false;
if (typeof window !== "undefined") {
  window.__hydrateIslands = () => {
    everyoneWanted = true;
    for (const go of waiting) go();
  };
}

export interface Island<P> {
  (props: P): JSX.Element;
  /** Loads the section's code (server: before the first render; client: before navigating in). */
  preload(): Promise<void>;
}

/**
 * Issue 12: a part of a public page (a landing section, the footer) that is rendered on the
 * server with the page but whose code is not part of the page's first load. While hydrating,
 * React leaves the part's server HTML in place (visible, links working) until its code has
 * arrived: once it comes near the viewport (a screen ahead) or is pointed at, touched or
 * focused, whichever is first. On a client-side navigation the code is already loaded
 * (`preload` in the route's clientLoader, or the layout stayed), so the part renders at once.
 */
export function island<P extends object>(
  selector: string,
  load: () => Promise<ComponentType<P>>,
  { withQuery = false }: { withQuery?: boolean } = {},
): Island<P> {
  let Loaded: ComponentType<P> | undefined;
  let Provider: Wrapper = Bare;
  let code: Promise<void> | undefined;
  const preload = () => {
    code ??= Promise.all([
      load(),
      // TanStack Query comes with the sections that use it, not with the page.
      withQuery ? import("~/lib/query-provider").then((m) => m.QueryProvider) : Bare,
    ]).then(([component, provider]) => {
      Loaded = component;
      Provider = provider;
    });
    return code;
  };

  // Counted when the module loads, before React starts: React reaches each section's
  // hydration in its own time, and until it has, the section is pending all the same.
  let pending = !import.meta.env.SSR && document.querySelector(selector) !== null;
  if (pending) window.__islandsPending = (window.__islandsPending ?? 0) + 1;

  let wanted: Promise<void> | undefined;
  /** Resolves once the server-rendered section should hydrate (browser only). */
  const whenWanted = () => {
    if (wanted) return wanted;
    const element = document.querySelector(selector);
    if (!element || everyoneWanted) return preload();
    wanted = new Promise<void>((resolve) => {
      const events = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;
      const go = () => {
        waiting.delete(go);
        observer.disconnect();
        removal.disconnect();
        for (const type of events) element.removeEventListener(type, go);
        resolve();
      };
      // React drops a section's server HTML when a render reaches it before it hydrated;
      // nothing is then left to scroll to or point at, so its code must load at once.
      const removal = new MutationObserver(() => {
        if (!element.isConnected) go();
      });
      removal.observe(document.body, { childList: true, subtree: true });
      waiting.add(go);
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) go();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(element);
      for (const type of events) element.addEventListener(type, go, { passive: true });
    }).then(preload);
    return wanted;
  };

  const state: IslandState<P> = {
    loaded: () => Loaded,
    provider: () => Provider,
    ready: () => (import.meta.env.SSR ? preload() : whenWanted()),
    hydrated: () => {
      if (!pending) return;
      pending = false;
      window.__islandsPending = Math.max(0, (window.__islandsPending ?? 1) - 1);
    },
    takeEarlyInput: () => {
      if (!pending) return;
      const element = document.querySelector(selector);
      if (element) replayEarlyInput(element);
    },
  };
  if (import.meta.env.SSR) serverPreloads.push(preload());
  const render = (props: P) => <IslandRoot state={state} props={props} />;
  render.preload = preload;
  return render;
}

type Wrapper = ComponentType<{ children: ReactNode }>;

function Bare({ children }: { children: ReactNode }) {
  return children;
}

interface IslandState<P> {
  loaded: () => ComponentType<P> | undefined;
  provider: () => Wrapper;
  /** Resolves when the code is loaded and the section may hydrate. */
  ready: () => Promise<void>;
  /** Takes the section off window.__islandsPending, if its HTML came with the page. */
  hydrated: () => void;
  /** Hands what the reader entered in the server HTML to the hydrated fields. */
  takeEarlyInput: () => void;
}

function IslandRoot<P extends object>({ state, props }: { state: IslandState<P>; props: P }) {
  return (
    <Suspense fallback={null}>
      <IslandBody state={state} props={props} />
    </Suspense>
  );
}

function IslandBody<P extends object>({ state, props }: { state: IslandState<P>; props: P }) {
  if (!state.loaded()) use(state.ready());
  const Component = state.loaded();
  if (!Component) throw new Error("island code did not load");
  const Provider = state.provider();
  return (
    <Provider>
      <Component {...props} />
      <Hydrated onHydrated={state.hydrated} onCommitted={state.takeEarlyInput} />
    </Provider>
  );
}

/** Reports the section hydrated (its first commit in the browser). */
function Hydrated({
  onHydrated,
  onCommitted,
}: {
  onHydrated: () => void;
  onCommitted: () => void;
}) {
  // In the commit itself: a render after it would write React's state over the fields.
  useLayoutEffect(onCommitted, [onCommitted]);
  useEffect(onHydrated, [onHydrated]);
  return null;
}
