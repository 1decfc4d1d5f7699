import type { Service } from "@shared/catalog/service";
import type { ActiveFormula } from "@shared/formulas/formula";
import type { BuilderDraft, BuilderState } from "@shared/quotes/builder/draft";
import { emptyDraft } from "@shared/quotes/builder/empty-draft";
import { type BuilderStep, stepIndex } from "@shared/quotes/builder/steps";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { apiData } from "~/lib/api-client";
import { keep, readKept } from "~/lib/local-store";
import { resolveLinkedSession, sessionLink } from "~/lib/session-id";
import { usePendingLink, useSessionId, useSwitchSession } from "~/lib/session-provider";
import { type SessionRequests, withSession } from "~/lib/session-request";
import { DraftAutosave, type SaveStatus } from "./draft-autosave";
import { hasKeptInput, progressOf, unsavedDraftKey } from "./kept-input";
import { LinkedSessionChoice } from "./linked-session-choice";

const DRAFT_URL = "/api/sb/draft";
/** What the browser prices with: the same catalogue and formulas the server uses. */
const CATALOGUE_URL = "/api/catalog";
const FORMULAS_URL = "/api/catalog/formulas";

export interface BuilderContextValue {
  sessionId: string;
  catalogue: readonly Service[];
  /** The catalogue by id, built once for every step. */
  servicesById: ReadonlyMap<number, Service>;
  formulas: readonly ActiveFormula[];
  /** What the server last answered: lead, saved configuration, time of the last save. */
  server: BuilderState;
  /** The visitor's draft as it stands in this browser (ahead of the server while saving). */
  draft: BuilderDraft;
  save: SaveStatus;
  /** Why the builder started afresh, when a link could not be resumed. */
  note: string | null;
  requests: SessionRequests;
  /**
   * False while a step shows before the draft has loaded (`renderBeforeLoad`): the values
   * above are then an empty draft's, and nothing may be sent yet.
   */
  ready: boolean;
  update(change: (draft: BuilderDraft) => BuilderDraft, options?: { immediate?: boolean }): void;
  /** Marks a step reached (saved at once) so a reload or another browser resumes there. */
  reach(step: BuilderStep): void;
  /** Takes a state the server answered another call with (lead, configuration save). */
  adopt(state: BuilderState): void;
  retrySave(): void;
  /**
   * True once after the visitor chose between a link and the held configuration (decision
   * 046): the shell then moves focus to the step's heading, since the choice is gone.
   */
  claimFocus(): boolean;
}

const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error("useBuilder must be used inside the Service Builder area");
  return value;
}

const furthest = (a: BuilderStep, b: BuilderStep) => (stepIndex(a) >= stepIndex(b) ? a : b);

/**
 * The draft this browser kept but the server has not confirmed, if any. Its check loads the
 * schema library only when there is something to check, which a new visitor never has
 * (issue 37, decision 079).
 */
async function readUnsaved(sessionId: string): Promise<BuilderDraft | null> {
  const kept = readKept(unsavedDraftKey(sessionId));
  if (kept === null) return null;
  const { builderDraftSchema } = await import("@shared/quotes/builder/draft");
  const parsed = builderDraftSchema.safeParse(kept);
  return parsed.success ? parsed.data : null;
}

const INVALID_LINK =
  "That link's session id is not one the Service Builder issues, so you are starting a fresh configuration.";
const UNKNOWN_LINK =
  "We found no saved configuration for that link, so you are starting a fresh one. Check that the whole link was copied: a configuration is kept from its first saved answer on.";

/**
 * Issue 34: services staff archived or hid since the draft chose them are left out of the
 * prices (the engine skips what the catalogue lacks); the visitor is told which, by name.
 */
export function withdrawnNote(withdrawn: BuilderState["withdrawn"]): string | null {
  const names = (withdrawn ?? []).map((service) => service.name);
  if (names.length === 0) return null;
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return names.length === 1
    ? `${list} is no longer offered and was removed from your configuration.`
    : `${list} are no longer offered and were removed from your configuration.`;
}

type LinkKind = ReturnType<typeof sessionLink>;

/** Takes ?sessionId= out of the address, so a reload or a copied address does not carry it. */
function dropLinkFromAddress() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has("sessionId")) return;
  url.searchParams.delete("sessionId");
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

/**
 * Reads which link opened the builder for the session it now runs on (once the session
 * provider has read it too, and any link to another session is decided on), then takes
 * ?sessionId= out of the address.
 */
function useLinkKind(sessionId: string | null, deciding: boolean): LinkKind | null {
  const [kind, setKind] = useState<{ sessionId: string; kind: LinkKind } | null>(null);
  useEffect(() => {
    if (!sessionId || deciding) return;
    setKind({ sessionId, kind: sessionLink(window.location.search) });
    dropLinkFromAddress();
  }, [sessionId, deciding]);
  return kind && kind.sessionId === sessionId && !deciding ? kind.kind : null;
}

type Load =
  | { status: "loading" }
  | { status: "failed"; error: unknown }
  | {
      status: "ready";
      sessionId: string;
      server: BuilderState;
      draft: BuilderDraft;
      note: string | null;
      prices: Prices;
    };

interface Prices {
  catalogue: readonly Service[];
  servicesById: ReadonlyMap<number, Service>;
  formulas: readonly ActiveFormula[];
}

const noPrices: Prices = { catalogue: [], servicesById: new Map(), formulas: [] };

/**
 * The Service Builder's state: the draft loaded for this browser's session id (seed 001 §4),
 * changed by the steps and autosaved to the server, so a reload, the back button or the same
 * ?sessionId= link in another browser resumes where the visitor was. The catalogue and the
 * formulas load with it (public, cached with an ETag) rather than inside the page's HTML,
 * where they would be most of the document and its hydration work (issue 12).
 */
export function BuilderProvider({
  loading,
  renderBeforeLoad = false,
  failed,
  children,
}: {
  loading: ReactNode;
  /**
   * The step needs nothing from the draft to show (the lead step, which a new visitor starts
   * on): it renders at once, on the server too, with an empty draft and `ready` false, so
   * its text is in the page's HTML (issue 12: the largest paint must not wait for
   * JavaScript). Other steps show `loading` until the draft is there.
   */
  renderBeforeLoad?: boolean;
  failed(error: unknown, retry: () => void): ReactNode;
  children: ReactNode;
}) {
  const sessionId = useSessionId();
  const pending = usePendingLink();
  const switchSession = useSwitchSession();
  const deciding = pending !== null && pending.held === sessionId;
  const linkKind = useLinkKind(sessionId, deciding);
  const requests = useMemo(() => withSession(sessionId), [sessionId]);
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [asking, setAsking] = useState<{ company: string | null } | null>(null);
  const focusRequested = useRef(false);
  const [save, setSave] = useState<SaveStatus>({ kind: "idle" });
  const [attempt, setAttempt] = useState(0);
  const draftRef = useRef<BuilderDraft>(emptyDraft());
  const autosave = useRef<DraftAutosave | null>(null);

  // Decision 046: a link to another session than the held one. Only the held session's own
  // draft is read; the linked one is opened, or asked about, without reading anything of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the visitor's "Try again", which checks anew
  useEffect(() => {
    if (!deciding || !pending) return;
    let cancelled = false;
    setAsking(null);
    setLoad({ status: "loading" });
    withSession(pending.held)
      .apiData<BuilderState>(DRAFT_URL)
      .then((held) => {
        if (cancelled) return;
        const progress = progressOf(held, hasKeptInput(pending.held));
        const decision = resolveLinkedSession(
          pending.held,
          pending.linked,
          progress,
          pending.fresh,
        );
        if (decision.kind === "ask") setAsking({ company: held.lead?.companyName || null });
        else switchSession(decision.sessionId, decision.keep);
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoad({ status: "failed", error });
      });
    return () => {
      cancelled = true;
    };
  }, [deciding, pending, switchSession, attempt]);

  const choose = (which: "held" | "linked") => {
    if (!pending) return;
    setAsking(null);
    focusRequested.current = true;
    if (which === "held") {
      // Declined: the link leaves the address now, and no note speaks of it.
      dropLinkFromAddress();
      switchSession(pending.held, pending.linked);
    } else {
      switchSession(pending.linked, pending.held);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the visitor's "Try again", which loads the draft anew
  useEffect(() => {
    if (!sessionId || linkKind === null) return;
    let cancelled = false;
    const saver = new DraftAutosave({
      send: (draft) => requests.apiData<BuilderState>(DRAFT_URL, { method: "PUT", body: draft }),
      keep: (draft) => keep(unsavedDraftKey(sessionId), draft),
      onStatus: setSave,
      onSaved: (state, settled) =>
        setLoad((current) => {
          if (current.status !== "ready") return current;
          const draft = settled
            ? { ...draftRef.current, stepReached: state.draft.stepReached }
            : draftRef.current;
          draftRef.current = draft;
          return { ...current, server: state, draft };
        }),
    });
    autosave.current = saver;
    setLoad({ status: "loading" });
    Promise.all([
      requests.apiData<BuilderState>(DRAFT_URL),
      apiData<Service[]>(CATALOGUE_URL),
      apiData<ActiveFormula[]>(FORMULAS_URL),
      readUnsaved(sessionId),
    ])
      .then(([server, catalogue, formulas, unsaved]) => {
        if (cancelled) return;
        const servicesById = new Map(catalogue.map((service) => [service.id, service]));
        const kept = unsaved ?? server.draft;
        // Withdrawn services leave the draft too, so its saved configuration is one the
        // server accepts (it refuses services prospects cannot choose).
        const gone = new Set((server.withdrawn ?? []).map((service) => service.serviceId));
        const draft =
          gone.size > 0
            ? {
                ...kept,
                selections: kept.selections.filter((selection) => !gone.has(selection.serviceId)),
              }
            : kept;
        draftRef.current = draft;
        const linkNote =
          linkKind === "invalid"
            ? INVALID_LINK
            : linkKind === "valid" && server.savedAt === null
              ? UNKNOWN_LINK
              : null;
        const note = [linkNote, withdrawnNote(server.withdrawn)].filter(Boolean).join(" ") || null;
        setLoad({
          status: "ready",
          sessionId,
          server,
          draft,
          note,
          prices: { catalogue, servicesById, formulas },
        });
        setSave(server.savedAt ? { kind: "saved", at: server.savedAt } : { kind: "idle" });
        if (unsaved || draft !== kept) saver.queue(draft, true);
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoad({ status: "failed", error });
      });
    const online = () => saver.retryNow();
    window.addEventListener("online", online);
    return () => {
      cancelled = true;
      saver.stop();
      window.removeEventListener("online", online);
    };
  }, [sessionId, linkKind, requests, attempt]);

  const update = useCallback<BuilderContextValue["update"]>((change, options) => {
    const next = change(draftRef.current);
    if (next === draftRef.current) return;
    draftRef.current = next;
    setLoad((current) => (current.status === "ready" ? { ...current, draft: next } : current));
    autosave.current?.queue(next, options?.immediate);
  }, []);

  const reach = useCallback<BuilderContextValue["reach"]>(
    (step) =>
      update(
        (draft) =>
          stepIndex(step) > stepIndex(draft.stepReached) ? { ...draft, stepReached: step } : draft,
        { immediate: true },
      ),
    [update],
  );

  const adopt = useCallback((state: BuilderState) => {
    // The draft in this browser stays the visitor's; only how far they got can move on.
    const draft = {
      ...draftRef.current,
      stepReached: furthest(draftRef.current.stepReached, state.draft.stepReached),
    };
    draftRef.current = draft;
    setLoad((current) =>
      current.status === "ready" ? { ...current, server: state, draft } : current,
    );
  }, []);

  const retrySave = useCallback(() => autosave.current?.retryNow(), []);

  const claimFocus = useCallback(() => {
    const requested = focusRequested.current;
    focusRequested.current = false;
    return requested;
  }, []);

  const value = useMemo<BuilderContextValue | null>(
    () =>
      load.status === "ready" && sessionId && load.sessionId === sessionId
        ? {
            sessionId,
            ...load.prices,
            server: load.server,
            draft: load.draft,
            note: load.note,
            save,
            requests,
            update,
            reach,
            adopt,
            retrySave,
            claimFocus,
            ready: true,
          }
        : null,
    [load, sessionId, save, requests, update, reach, adopt, retrySave, claimFocus],
  );

  const beforeLoad = useMemo<BuilderContextValue>(() => {
    const draft = emptyDraft();
    return {
      sessionId: sessionId ?? "",
      ...noPrices,
      server: { sessionId: sessionId ?? "", draft, lead: null, configuration: null, savedAt: null },
      draft,
      note: null,
      save: { kind: "idle" },
      requests,
      update,
      reach,
      adopt,
      retrySave,
      claimFocus,
      ready: false,
    };
  }, [sessionId, requests, update, reach, adopt, retrySave, claimFocus]);

  if (load.status === "failed") return failed(load.error, () => setAttempt((n) => n + 1));
  if (deciding && asking) {
    return (
      <LinkedSessionChoice
        company={asking.company}
        onKeep={() => choose("held")}
        onOpenLinked={() => choose("linked")}
      />
    );
  }
  // While a link is decided on, no step shows: the visitor could otherwise type into one.
  if (deciding || (!value && !renderBeforeLoad)) return loading;
  return <BuilderContext.Provider value={value ?? beforeLoad}>{children}</BuilderContext.Provider>;
}
