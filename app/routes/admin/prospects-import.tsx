import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { ProspectImportWizard } from "~/features/prospect-import/prospect-import-wizard";
import type { Route } from "./+types/prospects-import";

export const meta: Route.MetaFunction = () => [
  { title: "Import prospects | Sentinel Forge admin" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

/**
 * Issue 13: prospects and contacts from a CSV file. Rows match existing contacts by e-mail,
 * else prospects by company domain, so importing a file twice changes, never duplicates.
 */
export default function ProspectsImportPage() {
  return (
    <>
      <PageHeader
        title="Import prospects"
        description="Bring companies and their contacts in from a spreadsheet. Existing contacts are matched by e-mail and companies by their e-mail domain, so nothing is duplicated."
        actions={
          <Link to="/admin/prospects" className={buttonClasses({ variant: "outline" })}>
            <ArrowLeft aria-hidden className="size-4" />
            Prospects
          </Link>
        }
      />
      <ProspectImportWizard />
    </>
  );
}
