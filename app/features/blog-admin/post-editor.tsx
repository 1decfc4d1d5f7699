import {
  BLOG_EDIT_CONFLICT,
  type BlogAdminDetail,
  type BlogUpdate,
  blogUpdateSchema,
} from "@shared/blog/blog-admin";
import { Archive, Eye, RotateCcw, Save, Send } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { SaveFailureAlert } from "~/components/admin/save-failure-alert";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { ApiError } from "~/lib/api-client";
import { zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { AutosaveIndicator } from "./autosave-indicator";
import { changeStatus, createDraft, type StatusAction, savePost } from "./blog-api";
import { BlogStatusBadge } from "./blog-status-badge";
import {
  type EditorState,
  initialState,
  savedState,
  slugFollowsTitle,
  withTitle,
} from "./editor-state";
import {
  BodyField,
  ImageAndAuthorFields,
  MainFields,
  StructuredFields,
  TagFields,
} from "./post-fields";
import { ScheduleControl } from "./schedule-control";
import { useAutosave } from "./use-autosave";

/** The save body of an editor state: an empty bar width means the default. */
function updateOf(state: EditorState, version: number): BlogUpdate {
  const metrics = state.content.metrics.map(({ width, ...metric }) =>
    width ? { ...metric, width } : metric,
  );
  return { ...state, content: { ...state.content, metrics }, version };
}

/**
 * Issue 14's post editor: every field, autosaved beside the post while typing (decision 031),
 * saved, published, scheduled, unpublished or archived with the buttons above. The page keys
 * it by version, so after any write it starts again from the reloaded post.
 *
 * An unsaved post (id 0, from New post) stores nothing until its first save (issue 34
 * "Forms"): that save creates the post, writes the fields, and replaces the URL with the
 * post's own, so Back leads to the list rather than to a second blank editor.
 */
export function PostEditor({ post }: { post: BlogAdminDetail }) {
  const [{ state, restored }] = useState(() => initialState(post));
  const [current, setCurrent] = useState(state);
  const [follow, setFollow] = useState(() => slugFollowsTitle(post, state));
  const [pending, setPending] = useState<string | null>(null);
  const [lastError, setLastError] = useState<unknown>(null);
  const failure = useFormFailure<HTMLDivElement>("The post could not be saved. Try again.");
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const autosave = useAutosave(post.id, post.version, current, post.autosavedAt);
  const unsaved = post.id === 0;
  const dirty = unsaved || JSON.stringify(current) !== JSON.stringify(savedState(post));
  // The post a first save created, kept so a retry after a refused write does not create
  // a second one.
  const created = useRef<BlogAdminDetail | null>(null);
  const change = (changes: Partial<EditorState>) => setCurrent((old) => ({ ...old, ...changes }));
  // A refused save (issue 34 "Forms") shows "Not saved" at the top instead of a stale
  // "Saved 08:46"; the alert beside it names the fields, and the first one takes focus.
  const [refused, setRefused] = useState(false);

  /** Saves when there is anything to save, then runs `then` on the new version. */
  async function run(
    label: string,
    then?: (id: number, version: number) => Promise<unknown>,
    success?: string,
  ) {
    failure.clearAlert();
    // Checked here first with the API's own schema, so a refusal needs no round trip.
    const checked = dirty ? blogUpdateSchema.safeParse(updateOf(current, post.version)) : null;
    if (checked && !checked.success) {
      const found = zodFieldErrors(checked.error);
      failure.setErrors(found);
      failure.refuse(found);
      setRefused(true);
      return;
    }
    setPending(label);
    try {
      let { id, version } = post;
      let fields = current;
      if (unsaved) {
        created.current ??= await createDraft(current.title);
        ({ id, version } = created.current);
        // The server picked a free slug for the title; a slug typed by hand stays.
        if (follow) fields = { ...current, slug: created.current.slug };
      }
      if (dirty) {
        const saved = await savePost(id, updateOf(fields, version));
        version = saved.version;
        if (unsaved) created.current = saved;
      }
      if (then) await then(id, version);
      failure.setErrors({});
      setRefused(false);
      if (unsaved) navigate(`/admin/blog/${id}`, { replace: true });
      else await revalidator.revalidate();
      toast({ title: success ?? "Post saved", variant: "success" });
    } catch (error) {
      setLastError(error);
      // The server's 400 names fields: they are marked, and the first one takes focus.
      failure.fail(error);
      setRefused(error instanceof ApiError && Object.keys(error.validationErrors).length > 0);
    } finally {
      setPending(null);
    }
  }

  const act = (action: StatusAction, success: string, body: object = {}) =>
    run(action, (id, version) => changeStatus(id, action, { version, ...body }), success);

  const preview = async () => {
    if (await autosave.flush()) navigate(`/admin/blog/${post.id}/preview`);
  };

  const busy = pending !== null;
  // Someone saved since this editor opened: autosave cannot catch up, only a reload can.
  const autosaveError = autosave.status.kind === "failed" ? autosave.status.error : null;
  const autosaveConflict = autosaveError instanceof ApiError && autosaveError.status === 409;
  const live = post.status === "published" || post.status === "scheduled";
  return (
    <div className="grid gap-5">
      <div className="-mx-1 grid gap-3 border-b border-border bg-bg/95 px-1 py-3 backdrop-blur lg:sticky lg:top-0 lg:z-10">
        <div className="flex flex-wrap items-center gap-3">
          <BlogStatusBadge status={post.status} />
          {refused ? (
            <p className="text-sm font-medium text-danger">Not saved</p>
          ) : (
            <AutosaveIndicator status={autosave.status} onRetry={() => void autosave.flush()} />
          )}
          {restored && autosave.status.kind !== "failed" ? (
            <span className="text-sm text-muted">Restored your unsaved changes.</span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void run("save")} disabled={busy}>
            <Save aria-hidden className="size-4" />
            {pending === "save" ? "Saving…" : "Save"}
          </Button>
          {unsaved ? null : (
            <Button variant="outline" onClick={() => void preview()} disabled={busy}>
              <Eye aria-hidden className="size-4" />
              Preview
            </Button>
          )}
          {post.status !== "published" ? (
            <Button
              variant="secondary"
              onClick={() => void act("publish", "Post published")}
              disabled={busy}
            >
              <Send aria-hidden className="size-4" />
              {pending === "publish" ? "Publishing…" : "Publish now"}
            </Button>
          ) : null}
          {post.status !== "draft" ? (
            <Button
              variant="outline"
              onClick={() => void act("unpublish", "Post moved back to drafts")}
              disabled={busy}
            >
              <RotateCcw aria-hidden className="size-4" />
              {live ? "Unpublish" : "Back to drafts"}
            </Button>
          ) : null}
          {post.status !== "archived" && !unsaved ? (
            <Button
              variant="ghost"
              onClick={() => void act("archive", "Post archived")}
              disabled={busy}
            >
              <Archive aria-hidden className="size-4" />
              Archive
            </Button>
          ) : null}
        </div>
        <ScheduleControl
          post={post}
          error={failure.errors.publishAt}
          disabled={busy}
          onSchedule={(publishAt) => act("schedule", "Post scheduled", { publishAt })}
        />
        {autosaveConflict ? (
          <SaveFailureAlert
            message={BLOG_EDIT_CONFLICT}
            error={autosaveError}
            reloadLabel="Reload the post"
            onClose={() => undefined}
          />
        ) : (
          <SaveFailureAlert
            message={failure.alert}
            error={lastError}
            reloadLabel="Reload the post"
            onClose={() => setLastError(null)}
          />
        )}
      </div>
      <div ref={failure.formRef} className="grid gap-5">
        <MainFields
          state={current}
          errors={failure.errors}
          onChange={change}
          onTitle={(title) => setCurrent((old) => withTitle(old, title, follow))}
          onSlug={(slug) => {
            setFollow(false);
            change({ slug });
          }}
        />
        <ImageAndAuthorFields state={current} errors={failure.errors} onChange={change} />
        <TagFields state={current} errors={failure.errors} onChange={change} />
        <BodyField state={current} errors={failure.errors} onChange={change} />
        <StructuredFields state={current} errors={failure.errors} onChange={change} />
      </div>
    </div>
  );
}
