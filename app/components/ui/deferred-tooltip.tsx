import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { TooltipProps } from "./tooltip";

type TooltipModule = typeof import("./tooltip");

let loading: Promise<TooltipModule> | undefined;
/** One download for the whole page, whoever asks first. */
export function loadTooltipModule(): Promise<TooltipModule> {
  loading ??= import("./tooltip");
  return loading;
}

const ModuleContext = createContext<TooltipModule | null>(null);
const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

function focusablesIn(root: HTMLElement | null): HTMLElement[] {
  return [...(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
}

/**
 * Tooltips (Radix with its floating positioning, ~20 KB gzip) are not needed for the first
 * paint: this provider fetches them once the browser is idle after hydration, or at once
 * when the visitor points at or focuses something inside it. Until then, triggers render
 * as themselves, without a tooltip.
 */
export function DeferredTooltipProvider({ children }: { children: ReactNode }) {
  const [module, setModule] = useState<TooltipModule | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  // The tooltips wrap their triggers, so the content mounts anew when their code arrives;
  // a keyboard user already inside (their focus is what fetched it) keeps their place.
  const focusedIndex = useRef(-1);
  useLayoutEffect(() => {
    if (!module || focusedIndex.current < 0) return;
    focusablesIn(wrapper.current)[focusedIndex.current]?.focus({ preventScroll: true });
    focusedIndex.current = -1;
  });

  useEffect(() => {
    let active = true;
    const load = () => {
      loadTooltipModule().then((loaded) => {
        if (!active) return;
        const focused = document.activeElement as HTMLElement;
        focusedIndex.current = focusablesIn(wrapper.current).indexOf(focused);
        setModule(loaded);
      });
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load)
      : setTimeout(load, 1);
    return () => {
      active = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, []);

  const content = (
    // biome-ignore lint/a11y/noStaticElementInteractions: only warms a download; no behaviour
    <div
      ref={wrapper}
      className="contents"
      onPointerOver={() => loadTooltipModule()}
      onFocus={() => loadTooltipModule()}
    >
      {children}
    </div>
  );
  return (
    <ModuleContext.Provider value={module}>
      {module ? <module.TooltipProvider>{content}</module.TooltipProvider> : content}
    </ModuleContext.Provider>
  );
}

/** `Tooltip` once its code has arrived; before that, just the trigger. */
export function DeferredTooltip(props: TooltipProps) {
  const module = useContext(ModuleContext);
  if (!module) return <>{props.children}</>;
  return <module.Tooltip {...props} />;
}
