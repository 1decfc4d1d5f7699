import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import type { Route } from "./+types/calculation-formulas";

export const meta: Route.MetaFunction = () => [{ title: "Formulas | Sentinel Forge admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { formulas: await context.repositories.formulas.list() };
}

export default function FormulasPage({ loaderData }: Route.ComponentProps) {
  return <PageHeader title="Formulas" description={`${loaderData.formulas.length} formulas`} />;
}
