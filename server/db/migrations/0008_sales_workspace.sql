CREATE TABLE "opportunities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prospect_id" integer NOT NULL,
	"configuration_id" uuid,
	"name" text NOT NULL,
	"stage" text DEFAULT 'qualification' NOT NULL,
	"owner_user_id" uuid,
	"monthly_cents" integer DEFAULT 0 NOT NULL,
	"setup_cents" integer DEFAULT 0 NOT NULL,
	"expected_close_date" date,
	"lost_reason" text,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunities_stage" CHECK ("opportunities"."stage" in ('qualification', 'proposal', 'negotiation', 'won', 'lost')),
	CONSTRAINT "opportunities_values" CHECK ("opportunities"."monthly_cents" >= 0 and "opportunities"."setup_cents" >= 0),
	CONSTRAINT "opportunities_lost_reason" CHECK ("opportunities"."stage" <> 'lost' or coalesce("opportunities"."lost_reason", '') <> '')
);
--> statement-breakpoint
CREATE TABLE "prospect_activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospect_activities_type" CHECK ("prospect_activities"."type" in ('created', 'lead_captured', 'inquiry_received', 'status_changed', 'owner_changed', 'note_added', 'contact_added', 'contact_updated', 'contact_removed', 'details_updated', 'quote_saved', 'quote_shared', 'quote_viewed', 'quote_accepted', 'quote_declined', 'opportunity_created', 'opportunity_stage_changed', 'merged', 'imported', 'archived', 'restored'))
);
--> statement-breakpoint
CREATE TABLE "prospect_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "builder_drafts" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "prospect_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "source" text DEFAULT 'builder' NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_activities" ADD CONSTRAINT "prospect_activities_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_activities" ADD CONSTRAINT "prospect_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_contacts" ADD CONSTRAINT "prospect_contacts_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opportunities_configuration_key" ON "opportunities" USING btree ("configuration_id") WHERE "opportunities"."configuration_id" is not null;--> statement-breakpoint
CREATE INDEX "opportunities_stage_idx" ON "opportunities" USING btree ("stage","updated_at");--> statement-breakpoint
CREATE INDEX "opportunities_prospect_idx" ON "opportunities" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "opportunities_owner_idx" ON "opportunities" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "opportunities_close_idx" ON "opportunities" USING btree ("expected_close_date");--> statement-breakpoint
CREATE INDEX "prospect_activities_prospect_idx" ON "prospect_activities" USING btree ("prospect_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prospect_contacts_email_key" ON "prospect_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "prospect_contacts_primary_key" ON "prospect_contacts" USING btree ("prospect_id") WHERE "prospect_contacts"."is_primary";--> statement-breakpoint
CREATE INDEX "prospect_contacts_prospect_idx" ON "prospect_contacts" USING btree ("prospect_id");--> statement-breakpoint
ALTER TABLE "builder_drafts" ADD CONSTRAINT "builder_drafts_contact_id_prospect_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."prospect_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_prospect_idx" ON "inquiries" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "prospects_domain_idx" ON "prospects" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "prospects_status_idx" ON "prospects" USING btree ("status");--> statement-breakpoint
CREATE INDEX "prospects_owner_idx" ON "prospects" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "prospects_tags_idx" ON "prospects" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "prospects_created_at_idx" ON "prospects" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_status" CHECK ("inquiries"."status" in ('new', 'handled'));--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_source" CHECK ("prospects"."source" in ('builder', 'inquiry', 'import', 'staff'));--> statement-breakpoint
-- Prospects stored before the sales workspace: their one contact becomes the primary one,
-- and business addresses give the company domain used to match later leads.
INSERT INTO "prospect_contacts" ("prospect_id", "name", "email", "phone", "is_primary", "created_at", "updated_at")
SELECT "id", "contact_name", "email", "phone", true, "created_at", "updated_at" FROM "prospects";--> statement-breakpoint
UPDATE "prospects" SET "domain" = lower(split_part("email", '@', 2));--> statement-breakpoint
-- The same rule as companyDomainOf (shared/prospects/email-domain.ts), which takes over from here.
UPDATE "prospects" SET "domain" = NULL
WHERE "domain" IN ('aol.com', 'gmail.com', 'gmx.com', 'gmx.de', 'gmx.net', 'googlemail.com', 'hey.com', 'hotmail.co.uk', 'hotmail.com', 'icloud.com', 'live.com', 'mac.com', 'mail.com', 'me.com', 'msn.com', 'outlook.com', 'proton.me', 'protonmail.com', 'web.de', 'yahoo.co.uk', 'yahoo.com', 'yandex.com', 'zoho.com', 'example.com', 'example.net', 'example.org', '')
  OR "domain" ~ '\.(example|invalid|localhost|test)$';
