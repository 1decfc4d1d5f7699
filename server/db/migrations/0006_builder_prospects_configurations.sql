CREATE TABLE "builder_drafts" (
	"session_id" text PRIMARY KEY NOT NULL,
	"step_reached" text DEFAULT 'lead' NOT NULL,
	"draft" jsonb NOT NULL,
	"prospect_id" integer,
	"configuration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "builder_drafts_step" CHECK ("builder_drafts"."step_reached" in ('lead', 'assessment', 'recommendations', 'configure', 'summary'))
);
--> statement-breakpoint
CREATE TABLE "builder_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"session_id" text NOT NULL,
	"prospect_id" integer,
	"configuration_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "builder_events_type" CHECK ("builder_events"."type" in ('session-started', 'lead-captured', 'assessment-completed', 'recommendations-shown', 'configuration-changed', 'configuration-saved'))
);
--> statement-breakpoint
CREATE TABLE "configuration_versions" (
	"configuration_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"priced" jsonb NOT NULL,
	"monthly_cents" integer NOT NULL,
	"annually_cents" integer NOT NULL,
	"setup_cents" integer NOT NULL,
	"savings_cents" integer NOT NULL,
	"risk_level" text NOT NULL,
	"formula_versions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configuration_versions_configuration_id_version_pk" PRIMARY KEY("configuration_id","version"),
	CONSTRAINT "configuration_versions_totals" CHECK ("configuration_versions"."monthly_cents" >= 0 and "configuration_versions"."annually_cents" >= 0 and "configuration_versions"."setup_cents" >= 0 and "configuration_versions"."savings_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prospect_id" integer,
	"session_id" text,
	"created_by_user_id" uuid,
	"current_version" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"share_token" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurations_current_version" CHECK ("configurations"."current_version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company_size" text,
	"status" text DEFAULT 'new' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospects_status" CHECK ("prospects"."status" in ('new', 'contacted', 'qualified', 'proposal', 'won', 'lost')),
	CONSTRAINT "prospects_company_size" CHECK ("prospects"."company_size" is null or "prospects"."company_size" in ('1-10', '11-50', '51-200', '201-500', '501+'))
);
--> statement-breakpoint
ALTER TABLE "builder_drafts" ADD CONSTRAINT "builder_drafts_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_drafts" ADD CONSTRAINT "builder_drafts_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_events" ADD CONSTRAINT "builder_events_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_events" ADD CONSTRAINT "builder_events_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_versions" ADD CONSTRAINT "configuration_versions_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builder_drafts_updated_at_idx" ON "builder_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "builder_events_type_created_idx" ON "builder_events" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "builder_events_session_idx" ON "builder_events" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "configurations_prospect_idx" ON "configurations" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "configurations_session_idx" ON "configurations" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "configurations_created_at_idx" ON "configurations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_email_key" ON "prospects" USING btree (lower("email"));