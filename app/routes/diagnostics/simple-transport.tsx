import { STAFF_CHANNEL_PATH } from "@shared/realtime/messages";
import { ConnectionStatus } from "~/components/connection-status";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { EchoForm } from "~/features/realtime/echo-form";
import { TransportPanel } from "~/features/realtime/transport-panel";
import { useChannelProbe } from "~/features/realtime/use-channel-probe";
import type { Route } from "./+types/simple-transport";

export const meta: Route.MetaFunction = () => [
  { title: "Simple transport" },
  { name: "robots", content: "noindex" },
];

/** Seed 001 §2, staff only: the smallest proof that the real-time channel works. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

export default function SimpleTransport() {
  const probe = useChannelProbe(STAFF_CHANNEL_PATH);
  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Simple transport</h1>
        <p className="mt-2 text-muted">
          One WebSocket to this site's staff channel: is it connected, and does a message come back?
        </p>
      </header>
      <TransportPanel title="Connection">
        <p className="flex items-center gap-2 text-sm">
          State: <ConnectionStatus state={probe.state} />
        </p>
      </TransportPanel>
      <TransportPanel title="Echo">
        <EchoForm
          echo={probe.echo}
          echoes={probe.echoes}
          connected={probe.state.status === "open"}
        />
      </TransportPanel>
    </main>
  );
}
