import { z } from "zod";
import { groupDigits } from "../numbers/group-digits";
import { type ProspectStatus, prospectStatuses, prospectStatusLabels } from "./prospect";

/** The fields a CSV column can fill; the key is what row errors name ("Row 14, email: ..."). */
export const importFields = [
  "company",
  "name",
  "email",
  "phone",
  "title",
  "status",
  "tags",
  "owner",
] as const;
export type ImportField = (typeof importFields)[number];

export const importFieldLabels: Record<ImportField, string> = {
  company: "Company name",
  name: "Contact name",
  email: "E-mail (required)",
  phone: "Phone",
  title: "Job title",
  status: "Status",
  tags: "Tags",
  owner: "Owner (username or name)",
};

/** Limits of one import: beyond them the file is refused with a message saying so. */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_COLUMNS = 60;

/**
 * Header names people use for each field, normalised (lower case, letters and digits); our
 * own prospects export among them, so an exported file imports back as updates.
 */
const synonyms: Record<ImportField, string[]> = {
  company: ["company", "companyname", "organisation", "organization", "account", "business"],
  name: ["name", "contact", "contactname", "fullname", "person", "primarycontact"],
  email: ["email", "emailaddress", "mail", "contactemail", "workemail", "primaryemail"],
  phone: ["phone", "phonenumber", "telephone", "tel", "mobile", "cell", "primaryphone"],
  title: ["title", "jobtitle", "position", "role"],
  status: ["status", "stage", "leadstatus"],
  tags: ["tags", "tag", "labels", "label"],
  owner: ["owner", "accountowner", "assignedto", "salesrep", "ownerusername", "owneremail"],
};

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Column index per field, guessed from the header names; each column is used once. */
export type ImportMapping = Partial<Record<ImportField, number>>;

export function guessMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  for (const field of importFields) {
    const index = headers.findIndex(
      (header, i) => !taken.has(i) && synonyms[field].includes(normalise(header)),
    );
    if (index >= 0) {
      mapping[field] = index;
      taken.add(index);
    }
  }
  return mapping;
}

/** "Qualified" or "qualified" alike; unknown words are an error naming the choices. */
function statusOf(text: string): ProspectStatus | undefined {
  const wanted = text.trim().toLowerCase();
  return prospectStatuses.find(
    (status) => status === wanted || prospectStatusLabels[status].toLowerCase() === wanted,
  );
}

const statusChoices = prospectStatuses.map((status) => prospectStatusLabels[status]).join(", ");
const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

/** One CSV row after mapping; what the server validates (and the browser may show early). */
export const importRowSchema = z.object({
  company: optionalText(200, "Keep company names under 200 characters"),
  name: optionalText(120, "Keep names under 120 characters"),
  email: z
    .string()
    .trim()
    .min(1, "Enter an e-mail address")
    .max(254, "This e-mail address is too long")
    .pipe(z.email("Enter a valid e-mail address")),
  phone: optionalText(40, "Keep phone numbers under 40 characters"),
  title: optionalText(120, "Keep job titles under 120 characters"),
  status: z
    .string()
    .trim()
    .refine((text) => !text || statusOf(text), `Use one of ${statusChoices}`)
    .transform((text) => (text ? statusOf(text) : undefined)),
  tags: z
    .string()
    .transform((text) =>
      text
        .split(/[;,]/)
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(40, "Keep each tag under 40 characters"))
        .max(20, "Use at most 20 tags"),
    ),
  owner: optionalText(120, "Keep the owner under 120 characters"),
});
export type ImportRow = z.output<typeof importRowSchema>;

export type RowCheck =
  | { ok: true; row: ImportRow }
  | { ok: false; errors: Partial<Record<ImportField, string>> };

/** The cells of a mapped row, validated; errors keyed by field. */
export function checkRow(cells: readonly string[], mapping: ImportMapping): RowCheck {
  const record = Object.fromEntries(
    importFields.map((field) => {
      const index = mapping[field];
      return [field, index === undefined ? "" : (cells[index] ?? "")];
    }),
  );
  const parsed = importRowSchema.safeParse(record);
  if (parsed.success) return { ok: true, row: parsed.data };
  const errors: Partial<Record<ImportField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ImportField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Rows whose mapped cells are all empty (a trailing newline, a spacer row) are skipped. */
export function isBlankRow(cells: readonly string[], mapping: ImportMapping): boolean {
  return Object.values(mapping).every((index) => !cells[index]?.trim());
}

const columnIndex = z
  .number()
  .int()
  .min(0)
  .max(IMPORT_MAX_COLUMNS - 1);

/** POST /api/prospects/import: the parsed rows (header excluded) and the column per field. */
export const importRequestSchema = z.object({
  mapping: z
    .object(Object.fromEntries(importFields.map((field) => [field, columnIndex.optional()])))
    .refine((mapping) => mapping.email !== undefined, "Choose the column with the e-mail address"),
  rows: z
    .array(
      z.array(z.string().max(5000, "Keep cells under 5,000 characters")).max(IMPORT_MAX_COLUMNS),
    )
    .min(1, "The file has no rows")
    .max(
      IMPORT_MAX_ROWS,
      `Import at most ${groupDigits(IMPORT_MAX_ROWS)} rows at a time: split the file`,
    ),
  dryRun: z.boolean().default(true),
  fileName: z.string().trim().max(200).optional(),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

export type ImportOutcome = "new_prospect" | "new_contact" | "update_contact" | "error" | "skipped";

/** What happens (or happened) to one row; `row` is its line in the file (the header is 1). */
export interface ImportRowResult {
  row: number;
  outcome: ImportOutcome;
  email?: string;
  company?: string;
  errors?: Partial<Record<ImportField, string>>;
}

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  tag: z.string(),
  counts: z.object({
    rows: z.number().int(),
    newProspects: z.number().int(),
    newContacts: z.number().int(),
    updatedContacts: z.number().int(),
    errors: z.number().int(),
    skipped: z.number().int(),
  }),
  rows: z.array(
    z.object({
      row: z.number().int(),
      outcome: z.enum(["new_prospect", "new_contact", "update_contact", "error", "skipped"]),
      email: z.string().optional(),
      company: z.string().optional(),
      errors: z.record(z.string(), z.string()).optional(),
    }),
  ),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The tag every prospect an import touches gets, so the list can show that import. */
export const importTagFor = (now = new Date()) => `import-${now.toISOString().slice(0, 10)}`;
