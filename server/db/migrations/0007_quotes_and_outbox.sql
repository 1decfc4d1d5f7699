CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status" CHECK ("outbox"."status" in ('pending', 'sent', 'failed', 'kept'))
);
--> statement-breakpoint
CREATE TABLE "quote_comparisons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prospect_id" integer,
	"items" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_decisions" (
	"share_id" uuid PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"position" integer,
	"configuration_id" uuid,
	"version" integer,
	"full_name" text,
	"title" text,
	"reason" text,
	"terms_agreed" text,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"snapshot_sha256" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_decisions_decision" CHECK ("quote_decisions"."decision" in ('accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "quote_share_options" (
	"share_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"configuration_id" uuid NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "quote_share_options_share_id_position_pk" PRIMARY KEY("share_id","position")
);
--> statement-breakpoint
CREATE TABLE "quote_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"reference" text NOT NULL,
	"prospect_id" integer,
	"comparison_id" uuid,
	"snapshot" jsonb NOT NULL,
	"snapshot_sha256" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"first_viewed_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configuration_versions" ADD COLUMN "selections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "configuration_versions" ADD COLUMN "adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "configuration_versions" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_comparisons" ADD CONSTRAINT "quote_comparisons_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_comparisons" ADD CONSTRAINT "quote_comparisons_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_decisions" ADD CONSTRAINT "quote_decisions_share_id_quote_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."quote_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_decisions" ADD CONSTRAINT "quote_decisions_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_share_options" ADD CONSTRAINT "quote_share_options_share_id_quote_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."quote_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_share_options" ADD CONSTRAINT "quote_share_options_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_shares" ADD CONSTRAINT "quote_shares_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_shares" ADD CONSTRAINT "quote_shares_comparison_id_quote_comparisons_id_fk" FOREIGN KEY ("comparison_id") REFERENCES "public"."quote_comparisons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_shares" ADD CONSTRAINT "quote_shares_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_comparisons_updated_idx" ON "quote_comparisons" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "quote_share_options_configuration_idx" ON "quote_share_options" USING btree ("configuration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_shares_token_key" ON "quote_shares" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_shares_reference_key" ON "quote_shares" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "quote_shares_prospect_idx" ON "quote_shares" USING btree ("prospect_id");--> statement-breakpoint
ALTER TABLE "configuration_versions" ADD CONSTRAINT "configuration_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "configurations_activity_idx" ON "configurations" USING btree ("last_activity_at");--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_status" CHECK ("configurations"."status" in ('draft', 'shared', 'viewed', 'accepted', 'declined'));