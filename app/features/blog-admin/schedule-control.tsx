import type { BlogAdminDetail } from "@shared/blog/blog-admin";
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { useDateTimeFormat } from "~/lib/format-date";
import { useHydrated } from "~/lib/use-hydrated";

/** The writer's time zone, named once the page runs in their browser. */
function useTimeZone(): string {
  return useHydrated() ? Intl.DateTimeFormat().resolvedOptions().timeZone : "UTC";
}

/** A date-time in the writer's zone and Schedule; a scheduled post says when it goes live. */
export function ScheduleControl({
  post,
  error,
  disabled,
  onSchedule,
}: {
  post: BlogAdminDetail;
  error?: string;
  disabled: boolean;
  onSchedule(publishAt: string): void;
}) {
  const [when, setWhen] = useState("");
  const zone = useTimeZone();
  const format = useDateTimeFormat();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Field
        label="Publish at"
        error={error}
        hint={
          post.status === "scheduled" && post.publishAt
            ? `Scheduled for ${format(post.publishAt)}. Time zone: ${zone}.`
            : `Time zone: ${zone}.`
        }
        className="min-w-56"
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            className={cn(inputClasses, "h-11")}
          />
        )}
      </Field>
      <Button
        variant="outline"
        disabled={disabled || !when}
        onClick={() => onSchedule(new Date(when).toISOString())}
      >
        <CalendarClock aria-hidden className="size-4" />
        Schedule
      </Button>
    </div>
  );
}
