import {
  type AdminArea,
  NO_PERMISSION,
  type PermissionHolder,
  permissionLabels,
  permissionsFor,
} from "@shared/auth/permissions";
import { ShieldOff } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { firstAdminPage } from "./admin-pages";
import { PageHeader } from "./page-header";

/** "Sales or Owner": the permissions that would open the area. */
function listOf(area: AdminArea): string {
  const names = permissionsFor(area)
    .filter((permission) => permission !== "owner")
    .map((permission) => permissionLabels[permission]);
  return [...names, permissionLabels.owner].join(" or ");
}

/**
 * Decision 062: a page outside the user's permission set, shown inside the admin shell (HTTP
 * 403), so the navigation stays and the reason is said; never a blank page.
 */
export function ForbiddenPage({ user, area }: { user: PermissionHolder; area?: AdminArea }) {
  const first = firstAdminPage(user);
  return (
    <section aria-labelledby="forbidden-title">
      <PageHeader title="403 No access to this page" />
      <div className="grid max-w-xl gap-4 rounded-2xl border border-border bg-surface p-6">
        <div className="flex items-start gap-3">
          <ShieldOff aria-hidden className="mt-0.5 size-6 shrink-0 text-warning" />
          <div className="grid gap-2 text-sm">
            <p id="forbidden-title" className="font-medium">
              {NO_PERMISSION}.
            </p>
            <p className="text-muted">
              {area
                ? `It needs the ${listOf(area)} permission. An Owner can add it on the Users page.`
                : "An Owner can change your permissions on the Users page."}
            </p>
          </div>
        </div>
        {first ? (
          <Link
            to={first.path}
            className={buttonClasses({ variant: "outline", className: "w-fit" })}
          >
            Go to {first.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
