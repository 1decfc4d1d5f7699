import { DiagnosticsLayout } from "~/features/diagnostics/diagnostics-layout";
import { diagnosticsMeta } from "~/features/diagnostics/diagnostics-pages";
import { RequestLogView } from "~/features/diagnostics/request-log-view";
import type { Route } from "./+types/transport-debug";

export const meta: Route.MetaFunction = () => diagnosticsMeta("/transport-debug");

export default function TransportDebug() {
  return (
    <DiagnosticsLayout path="/transport-debug">
      <RequestLogView />
    </DiagnosticsLayout>
  );
}
