CREATE TABLE "email_recipients" (
	"email" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_recipients_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "outbox_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"configuration_id" uuid NOT NULL,
	"recipients" jsonb NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"attach_pdf" boolean DEFAULT false NOT NULL,
	"outbox_ids" jsonb NOT NULL,
	"views_before" integer DEFAULT 0 NOT NULL,
	"sent_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status";--> statement-breakpoint
ALTER TABLE "prospect_activities" DROP CONSTRAINT "prospect_activities_type";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "audience" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sends" ADD CONSTRAINT "quote_sends_share_id_quote_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."quote_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sends" ADD CONSTRAINT "quote_sends_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sends" ADD CONSTRAINT "quote_sends_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_attachments_outbox_idx" ON "outbox_attachments" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "quote_sends_configuration_idx" ON "quote_sends" USING btree ("configuration_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_sends_share_idx" ON "quote_sends" USING btree ("share_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_audience" CHECK ("outbox"."audience" in ('staff', 'customer'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status" CHECK ("outbox"."status" in ('pending', 'sent', 'failed', 'kept', 'suppressed'));--> statement-breakpoint
ALTER TABLE "prospect_activities" ADD CONSTRAINT "prospect_activities_type" CHECK ("prospect_activities"."type" in ('created', 'lead_captured', 'inquiry_received', 'status_changed', 'owner_changed', 'note_added', 'contact_added', 'contact_updated', 'contact_removed', 'details_updated', 'details_submitted', 'details_applied', 'quote_saved', 'quote_shared', 'quote_sent', 'quote_viewed', 'quote_accepted', 'quote_declined', 'opportunity_created', 'opportunity_stage_changed', 'merged', 'imported', 'archived', 'restored'));