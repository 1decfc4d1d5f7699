import { STAFF_CHANNEL_PATH } from "@shared/realtime/messages";
import { Link } from "react-router";
import { ConnectionStatus } from "~/components/connection-status";
import { Button } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { EchoForm } from "~/features/realtime/echo-form";
import { TransportPanel } from "~/features/realtime/transport-panel";
import { useChannelProbe } from "~/features/realtime/use-channel-probe";
import type { Route } from "./+types/transport-demo";

export const meta: Route.MetaFunction = () => [
  { title: "Transport demo" },
  { name: "robots", content: "noindex" },
];

/** Seed 001 §2, staff only: the staff channel at work, with its numbers. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

const signed = (ms: number) => `${ms > 0 ? "+" : ""}${ms} ms`;

export default function TransportDemo() {
  const probe = useChannelProbe(STAFF_CHANNEL_PATH, { notifications: true });
  const open = probe.state.status === "open";
  return (
    <main className="mx-auto grid max-w-4xl gap-6 px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Transport demo</h1>
        <p className="mt-2 text-muted">
          The staff channel the admin area uses for live notifications: its state, round-trip time,
          an echo, the notifications as they arrive, and the server's clock against yours.
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <TransportPanel title="Connection">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">State</dt>
            <dd>
              <ConnectionStatus state={probe.state} />
            </dd>
            <dt className="text-muted">Round trip</dt>
            <dd>{probe.roundTripMs === null ? "Not measured yet" : `${probe.roundTripMs} ms`}</dd>
            <dt className="text-muted">Server vs browser</dt>
            <dd>
              {probe.clockOffsetMs === null
                ? "Unknown until connected"
                : `Server clock ${signed(probe.clockOffsetMs)} from this browser's`}
            </dd>
          </dl>
          <Button variant="outline" disabled={!open} onClick={probe.ping}>
            Measure round trip
          </Button>
        </TransportPanel>
        <TransportPanel title="Echo">
          <EchoForm echo={probe.echo} echoes={probe.echoes} connected={open} />
        </TransportPanel>
      </div>
      <TransportPanel title="Live notifications">
        <div aria-live="polite">
          {probe.notifications.length === 0 ? (
            <p className="text-sm text-muted">
              Nothing yet. A new inquiry, lead or quote answer appears here the moment it happens.
            </p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {probe.notifications.map((item) => (
                <li key={item.id} className="grid gap-0.5 rounded-lg bg-surface-2 px-3 py-2">
                  <Link to={item.href} className="font-semibold text-primary hover:underline">
                    {item.title}
                  </Link>
                  {item.body && <span className="text-muted">{item.body}</span>}
                  <DateTime iso={item.createdAt} className="text-xs text-muted" />
                </li>
              ))}
            </ul>
          )}
        </div>
      </TransportPanel>
    </main>
  );
}
