import { opportunityStageLabels } from "@shared/opportunities/stages";
import { type ArrivalChanges, describeArrivalChanges } from "@shared/prospects/arrival";
import { type ProspectSource, prospectStatusLabels } from "@shared/prospects/prospect";
import type { ProspectActivity } from "@shared/prospects/prospect-item";

/** Free text a visitor or staff member may have left empty. */
const given = (value: string | null | undefined): string | null => (value ? value : null);

const quoteName = ({ name }: { name: string }) => (name ? `"${name}"` : "a quote");

const fieldLabels: Record<string, string> = {
  companyName: "company name",
  companySize: "company size",
  tags: "tags",
  metadata: "details",
};

const createdFrom: Partial<Record<ProspectSource, string>> = {
  builder: "Prospect created from a Service Builder lead",
  inquiry: "Prospect created from a contact inquiry",
  import: "Prospect created by a CSV import",
};

const contactOf = ({ name, email }: { name: string; email: string }) =>
  given(name) ?? given(email) ?? "a contact";

const withChanges = (lead: string, changes: ArrivalChanges) => {
  const described = describeArrivalChanges(changes);
  return described ? `${lead}: ${described}` : lead;
};

/** What happened, in words; the actor is appended by `activitySentence`. */
function what(activity: ProspectActivity): string {
  switch (activity.type) {
    case "created":
      return createdFrom[activity.data.source] ?? "Prospect created";
    case "lead_captured": {
      const from = given(activity.data.contactName);
      return `Lead captured in the Service Builder${from ? ` from ${from}` : ""}`;
    }
    case "inquiry_received": {
      const from = given(activity.data.name);
      return `Inquiry received through the contact form${from ? ` from ${from}` : ""}`;
    }
    case "status_changed": {
      const { from, to } = activity.data;
      return `Status changed from ${prospectStatusLabels[from]} to ${prospectStatusLabels[to]}`;
    }
    case "owner_changed": {
      const { from, to } = activity.data;
      return to ? `Assigned to ${to.name}` : `Unassigned from ${from?.name ?? "its owner"}`;
    }
    case "note_added":
      return "Note added";
    case "contact_added":
      return `Contact ${contactOf(activity.data)} added${activity.data.matchedBy === "domain" ? " (same company domain)" : ""}`;
    case "contact_updated":
      return activity.data.primary
        ? `${contactOf(activity.data)} made the primary contact`
        : `Contact ${contactOf(activity.data)} updated`;
    case "contact_removed":
      return `Contact ${contactOf(activity.data)} removed`;
    case "details_updated": {
      const names = activity.data.changed.map((field) => fieldLabels[field] ?? field).join(", ");
      return names ? `Details updated (${names})` : "Details updated";
    }
    case "details_submitted":
      return withChanges("New details submitted", activity.data.changes);
    case "details_applied":
      return withChanges("Submitted details applied", activity.data.changes);
    case "quote_saved":
      return `Quote ${quoteName(activity.data)} saved`;
    case "quote_shared":
      return `Quote ${quoteName(activity.data)} shared`;
    case "quote_sent": {
      const { recipients, attachPdf } = activity.data;
      const to = recipients.join(", ");
      return `Quote ${quoteName(activity.data)} e-mailed${to ? ` to ${to}` : ""}${attachPdf ? " with its PDF" : ""}`;
    }
    case "quote_viewed":
      return `Quote ${quoteName(activity.data)} viewed`;
    case "quote_accepted": {
      const by = given(activity.data.acceptedBy);
      return `Quote ${quoteName(activity.data)} accepted${by ? ` by ${by}` : ""}`;
    }
    case "quote_declined": {
      const reason = given(activity.data.reason);
      return `Quote ${quoteName(activity.data)} declined${reason ? `: ${reason}` : ""}`;
    }
    case "opportunity_created": {
      const name = given(activity.data.name);
      return `Opportunity ${name ? `"${name}" ` : ""}opened`;
    }
    case "opportunity_stage_changed": {
      const { from, to } = activity.data;
      const name = given(activity.data.name);
      const reason = to === "lost" ? given(activity.data.reason) : null;
      return `Opportunity ${name ? `"${name}" ` : ""}moved from ${opportunityStageLabels[from]} to ${opportunityStageLabels[to]}${reason ? `: ${reason}` : ""}`;
    }
    case "merged":
      return `${given(activity.data.companyName) ?? "Another prospect"} merged into this prospect`;
    case "imported":
      return "Imported from a CSV file";
    case "archived":
      return "Prospect archived";
    case "restored":
      return "Prospect restored";
  }
}

/** A timeline entry as a sentence: "Status changed from New to Contacted by Jordan Lee". */
export function activitySentence(activity: ProspectActivity): string {
  const sentence = what(activity);
  return activity.actor ? `${sentence} by ${activity.actor.name}` : sentence;
}
