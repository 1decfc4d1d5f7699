import { DiagnosticsLayout } from "~/features/diagnostics/diagnostics-layout";
import { diagnosticsMeta } from "~/features/diagnostics/diagnostics-pages";
import { TransportOverview } from "~/features/diagnostics/transport-overview";
import type { Route } from "./+types/transport-diagnostics";

export const meta: Route.MetaFunction = () => diagnosticsMeta("/transport-diagnostics");

export default function TransportDiagnostics() {
  return (
    <DiagnosticsLayout path="/transport-diagnostics">
      <TransportOverview />
    </DiagnosticsLayout>
  );
}
