import { type OpportunityStage, opportunityStageLabels } from "@shared/opportunities/stages";
import { arrivalChangesSchema, describeArrivalChanges } from "@shared/prospects/arrival";
import { type ProspectStatus, prospectStatusLabels } from "@shared/prospects/prospect";
import type { ProspectActivity } from "@shared/prospects/prospect-item";

const text = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;

const statusLabel = (value: unknown) =>
  prospectStatusLabels[value as ProspectStatus] ?? text(value) ?? "unknown";

const stageLabel = (value: unknown) =>
  opportunityStageLabels[value as OpportunityStage] ?? text(value) ?? "another stage";

const personOf = (value: unknown) =>
  value && typeof value === "object" ? text((value as { name?: unknown }).name) : null;

const quoteName = (data: Record<string, unknown>) => {
  const name = text(data.name) ?? text(data.configurationName) ?? text(data.reference);
  return name ? `"${name}"` : "a quote";
};

const changesOf = (data: Record<string, unknown>) => {
  const parsed = arrivalChangesSchema.safeParse(data.changes);
  return parsed.success ? describeArrivalChanges(parsed.data) : "";
};

const fieldLabels: Record<string, string> = {
  companyName: "company name",
  companySize: "company size",
  tags: "tags",
  metadata: "details",
};

const createdFrom: Record<string, string> = {
  builder: "Prospect created from a Service Builder lead",
  inquiry: "Prospect created from a contact inquiry",
  import: "Prospect created by a CSV import",
};

/** What happened, in words; the actor is appended by `activitySentence`. */
function what(activity: ProspectActivity): string {
  const { data } = activity;
  const who = text(data.name) ?? text(data.contactName) ?? text(data.email) ?? "a contact";
  switch (activity.type) {
    case "created":
      return createdFrom[String(data.source)] ?? "Prospect created";
    case "lead_captured":
      return `Lead captured in the Service Builder${text(data.contactName) ? ` from ${data.contactName}` : ""}`;
    case "inquiry_received":
      return `Inquiry received through the contact form${text(data.name) ? ` from ${data.name}` : ""}`;
    case "status_changed":
      return `Status changed from ${statusLabel(data.from)} to ${statusLabel(data.to)}`;
    case "owner_changed": {
      const to = personOf(data.to);
      return to ? `Assigned to ${to}` : `Unassigned from ${personOf(data.from) ?? "its owner"}`;
    }
    case "note_added":
      return "Note added";
    case "contact_added":
      return `Contact ${who} added${data.matchedBy === "domain" ? " (same company domain)" : ""}`;
    case "contact_updated":
      return data.primary ? `${who} made the primary contact` : `Contact ${who} updated`;
    case "contact_removed":
      return `Contact ${who} removed`;
    case "details_updated": {
      const changed = Array.isArray(data.changed) ? data.changed.map(String) : [];
      const names = changed.map((field) => fieldLabels[field] ?? field).join(", ");
      return names ? `Details updated (${names})` : "Details updated";
    }
    case "details_submitted": {
      const changes = changesOf(data);
      return changes ? `New details submitted: ${changes}` : "New details submitted";
    }
    case "details_applied": {
      const changes = changesOf(data);
      return changes ? `Submitted details applied: ${changes}` : "Submitted details applied";
    }
    case "quote_saved":
      return `Quote ${quoteName(data)} saved`;
    case "quote_shared":
      return `Quote ${quoteName(data)} shared`;
    case "quote_sent": {
      const to = Array.isArray(data.recipients) ? data.recipients.map(String).join(", ") : "";
      return `Quote ${quoteName(data)} e-mailed${to ? ` to ${to}` : ""}${data.attachPdf ? " with its PDF" : ""}`;
    }
    case "quote_viewed":
      return `Quote ${quoteName(data)} viewed`;
    case "quote_accepted":
      return `Quote ${quoteName(data)} accepted${text(data.acceptedBy) ? ` by ${data.acceptedBy}` : ""}`;
    case "quote_declined":
      return `Quote ${quoteName(data)} declined${text(data.reason) ? `: ${data.reason}` : ""}`;
    case "opportunity_created":
      return `Opportunity ${text(data.name) ? `"${data.name}" ` : ""}opened`;
    case "opportunity_stage_changed": {
      const name = text(data.name) ? `"${data.name}" ` : "";
      const reason = data.to === "lost" && text(data.reason) ? `: ${data.reason}` : "";
      return `Opportunity ${name}moved from ${stageLabel(data.from)} to ${stageLabel(data.to)}${reason}`;
    }
    case "merged":
      return `${text(data.companyName) ?? "Another prospect"} merged into this prospect`;
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
