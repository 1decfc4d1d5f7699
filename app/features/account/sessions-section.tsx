import type { SessionSummary } from "@shared/account/account";
import { Laptop } from "lucide-react";
import { SettingsSection } from "~/components/admin/settings-section";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { useDateTimeFormat } from "~/lib/format-date";
import { useRevokeOtherSessions } from "./use-revoke-other-sessions";
import { useRevokeSession } from "./use-revoke-session";

/** Where the account is signed in; any other device can be signed out from here. */
export function SessionsSection({ sessions }: { sessions: SessionSummary[] }) {
  const formatDateTime = useDateTimeFormat();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.filter((session) => !session.current);
  return (
    <SettingsSection
      id="sessions"
      title="Signed-in devices"
      description="Sessions end after 30 minutes without activity and 12 hours after sign-in."
    >
      <ul className="divide-y divide-border rounded-xl border border-border">
        {sessions.map((session) => (
          <li
            key={session.id}
            data-testid="session-row"
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          >
            <div className="flex min-w-0 items-start gap-3">
              <Laptop aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {session.device}
                  {session.current ? <Badge tone="primary">This device</Badge> : null}
                </p>
                <p className="text-xs text-muted">
                  {session.ip ?? "Unknown address"} · signed in <DateTime iso={session.createdAt} />{" "}
                  · last active <DateTime iso={session.lastUsedAt} />
                </p>
              </div>
            </div>
            {session.current ? null : (
              <Button
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(session.id)}
                aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.lastUsedAt)}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-3 -ml-3"
          disabled={revokeOthers.isPending}
          onClick={() => revokeOthers.mutate()}
        >
          Sign out all other devices
        </Button>
      ) : null}
    </SettingsSection>
  );
}
