import type { CaseStudyAdminItem } from "@shared/case-studies/case-study-admin";
import { BookOpen, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { CaseStudyEditor } from "~/features/case-study-admin/case-study-editor";
import { CaseStudyList } from "~/features/case-study-admin/case-study-list";
import type { Route } from "./+types/case-studies";

export const meta: Route.MetaFunction = () => [{ title: "Case studies | Sentinel Forge admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { studies: await context.repositories.caseStudyAdmin.list() };
}

/** Seed 001 §2 Case studies (issue 14 §5): the landing's stories, their order and visibility. */
export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { studies } = loaderData;
  // "new" opens an empty editor; a case study opens its own.
  const [editing, setEditing] = useState<CaseStudyAdminItem | "new" | null>(null);
  const newButton = (
    <Button onClick={() => setEditing("new")}>
      <Plus aria-hidden className="size-4" />
      New case study
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Case studies"
        description="The customer stories of the landing page, in the order of its tabs. Only published ones show; at least one must stay published."
        actions={newButton}
      />
      {studies.length === 0 ? (
        <EmptyState icon={BookOpen} title="No case studies yet">
          Write the first customer story; it shows on the landing page once you publish it.
        </EmptyState>
      ) : (
        <CaseStudyList studies={studies} onEdit={setEditing} />
      )}
      {editing ? (
        <CaseStudyEditor
          study={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
