import { DiagnosticsLayout } from "~/features/diagnostics/diagnostics-layout";
import { diagnosticsMeta } from "~/features/diagnostics/diagnostics-pages";
import { ReconnectTest } from "~/features/diagnostics/reconnect-test";
import type { Route } from "./+types/websocket-reconnect-test";

export const meta: Route.MetaFunction = () => diagnosticsMeta("/websocket-reconnect-test");

export default function WebsocketReconnectTest() {
  return (
    <DiagnosticsLayout path="/websocket-reconnect-test">
      <ReconnectTest />
    </DiagnosticsLayout>
  );
}
