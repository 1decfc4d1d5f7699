import { useCallback, useEffect, useRef, useState } from "react";
import { autosavePost } from "./blog-api";

/** Seed: the editor keeps what is typed about 1.5 s after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 1500;

export type AutosaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "failed"; error: unknown };

/**
 * Autosaves `state` beside the post (decision 031) once typing pauses; `flush` sends at once
 * (before a preview). Nothing is sent while the state equals what was last saved, nor for an
 * unsaved post (id 0, issue 34): there is nothing beside which to keep it.
 */
export function useAutosave(id: number, version: number, state: object, savedAt: string | null) {
  const [status, setStatus] = useState<AutosaveStatus>(
    savedAt ? { kind: "saved", at: savedAt } : { kind: "idle" },
  );
  const latest = useRef(state);
  const lastSent = useRef(JSON.stringify(state));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const json = JSON.stringify(latest.current);
    if (json === lastSent.current) return true;
    setStatus({ kind: "saving" });
    try {
      const post = await autosavePost(id, version, latest.current);
      lastSent.current = json;
      setStatus({ kind: "saved", at: post.autosavedAt ?? new Date().toISOString() });
      return true;
    } catch (error) {
      setStatus({ kind: "failed", error });
      return false;
    }
  }, [id, version]);

  useEffect(() => {
    latest.current = state;
    if (id === 0 || JSON.stringify(state) === lastSent.current) return;
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [state, flush, id]);

  return { status, flush };
}
