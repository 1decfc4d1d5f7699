CREATE TABLE "prospect_arrivals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"contact_id" integer,
	"source" text NOT NULL,
	"matched_by" text NOT NULL,
	"company_name" text,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company_size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"applied_by_user_id" uuid,
	CONSTRAINT "prospect_arrivals_source" CHECK ("prospect_arrivals"."source" in ('builder', 'inquiry', 'import', 'staff')),
	CONSTRAINT "prospect_arrivals_matched_by" CHECK ("prospect_arrivals"."matched_by" in ('email', 'domain'))
);
--> statement-breakpoint
ALTER TABLE "prospect_activities" DROP CONSTRAINT "prospect_activities_type";--> statement-breakpoint
ALTER TABLE "builder_drafts" ADD COLUMN "lead" jsonb;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "prepared_for" jsonb;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prospect_arrivals" ADD CONSTRAINT "prospect_arrivals_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_arrivals" ADD CONSTRAINT "prospect_arrivals_contact_id_prospect_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."prospect_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_arrivals" ADD CONSTRAINT "prospect_arrivals_applied_by_user_id_users_id_fk" FOREIGN KEY ("applied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_arrivals_prospect_idx" ON "prospect_arrivals" USING btree ("prospect_id","created_at");--> statement-breakpoint
ALTER TABLE "prospect_activities" ADD CONSTRAINT "prospect_activities_type" CHECK ("prospect_activities"."type" in ('created', 'lead_captured', 'inquiry_received', 'status_changed', 'owner_changed', 'note_added', 'contact_added', 'contact_updated', 'contact_removed', 'details_updated', 'details_submitted', 'details_applied', 'quote_saved', 'quote_shared', 'quote_viewed', 'quote_accepted', 'quote_declined', 'opportunity_created', 'opportunity_stage_changed', 'merged', 'imported', 'archived', 'restored'));--> statement-breakpoint
-- Issue 32: drafts saved before the lead was kept as typed keep the lead their prospect held then.
UPDATE "builder_drafts" AS d SET "lead" = jsonb_build_object(
	'companyName', p."company_name", 'contactName', c."name", 'email', c."email",
	'phone', c."phone", 'companySize', p."company_size")
FROM "prospects" AS p, "prospect_contacts" AS c
WHERE d."lead" IS NULL AND d."prospect_id" = p."id" AND c."prospect_id" = p."id"
	AND (c."id" = d."contact_id" OR (d."contact_id" IS NULL AND c."is_primary"));--> statement-breakpoint
-- Builder quotes saved before this named the prospect they landed on: keep naming it.
UPDATE "configurations" AS q SET "prepared_for" = jsonb_build_object(
	'companyName', p."company_name", 'contactName', p."contact_name", 'email', p."email")
FROM "prospects" AS p
WHERE q."prepared_for" IS NULL AND q."session_id" IS NOT NULL AND q."prospect_id" = p."id";--> statement-breakpoint
-- Deals that exist already were in front of staff before reviews were recorded.
UPDATE "configurations" AS q SET "reviewed_at" = q."created_at"
WHERE q."reviewed_at" IS NULL
	AND EXISTS (SELECT 1 FROM "opportunities" AS o WHERE o."configuration_id" = q."id");
