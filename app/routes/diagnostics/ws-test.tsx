import { DiagnosticsLayout } from "~/features/diagnostics/diagnostics-layout";
import { diagnosticsMeta } from "~/features/diagnostics/diagnostics-pages";
import { EchoTest } from "~/features/diagnostics/echo-test";
import type { Route } from "./+types/ws-test";

export const meta: Route.MetaFunction = () => diagnosticsMeta("/ws-test");

export default function WsTest() {
  return (
    <DiagnosticsLayout path="/ws-test">
      <EchoTest />
    </DiagnosticsLayout>
  );
}
