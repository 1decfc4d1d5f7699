import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { BuilderAnswersPanel } from "~/features/prospects/builder-answers-panel";
import { ContactsPanel } from "~/features/prospects/contacts-panel";
import { FollowUpsPanel } from "~/features/prospects/follow-ups-panel";
import { NoteComposer } from "~/features/prospects/note-composer";
import { ProspectHeader } from "~/features/prospects/prospect-header";
import { InquiriesPanel, QuotesPanel } from "~/features/prospects/related-panels";
import { TIMELINE_PAGE, Timeline } from "~/features/prospects/timeline";
import type { Route } from "./+types/prospect";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.detail.prospect.companyName ?? "Prospect"} | Sentinel Forge admin` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const id = Number(params.id);
  const { prospectAdmin, users } = context.repositories;
  const detail =
    Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await prospectAdmin.detail(id) : null;
  if (!detail) throw data(null, { status: 404 });
  const [timeline, owners] = await Promise.all([
    prospectAdmin.timeline(id, { limit: TIMELINE_PAGE }),
    users.owners(),
  ]);
  return { detail, timeline, owners };
}

/** One prospect (issue 13): its people, quotes, inquiries and everything that happened. */
export default function ProspectPage({ loaderData }: Route.ComponentProps) {
  const { detail, timeline, owners } = loaderData;
  const { prospect } = detail;
  return (
    <>
      <Link
        to="/admin/prospects"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All prospects
      </Link>
      <ProspectHeader key={prospect.id} prospect={prospect} owners={owners} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid content-start gap-6">
          <NoteComposer prospectId={prospect.id} />
          <Timeline
            key={prospect.id}
            prospectId={prospect.id}
            first={timeline}
            pendingArrivals={new Set(detail.arrivals.map((arrival) => arrival.id))}
          />
        </div>
        <div className="grid content-start gap-6">
          <FollowUpsPanel prospectId={prospect.id} />
          <ContactsPanel prospectId={prospect.id} contacts={detail.contacts} />
          <BuilderAnswersPanel answers={detail.builderAnswers} />
          <QuotesPanel prospectId={prospect.id} quotes={detail.quotes} shares={detail.shares} />
          <InquiriesPanel inquiries={detail.inquiries} opportunities={detail.opportunities} />
        </div>
      </div>
    </>
  );
}
