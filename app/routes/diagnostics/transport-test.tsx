import { DiagnosticsLayout } from "~/features/diagnostics/diagnostics-layout";
import { diagnosticsMeta } from "~/features/diagnostics/diagnostics-pages";
import { RequestConsole } from "~/features/diagnostics/request-console";
import { ToastSamples } from "~/features/diagnostics/toast-samples";
import type { Route } from "./+types/transport-test";

export const meta: Route.MetaFunction = () => diagnosticsMeta("/transport-test");

export default function TransportTest() {
  return (
    <DiagnosticsLayout path="/transport-test">
      <RequestConsole />
      <ToastSamples />
    </DiagnosticsLayout>
  );
}
