CREATE TABLE "follow_up_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"share_id" uuid NOT NULL,
	"configuration_id" uuid NOT NULL,
	"prospect_id" integer,
	"owner_user_id" uuid,
	"reason" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_tasks_reason" CHECK ("follow_up_tasks"."reason" in ('not_viewed', 'not_answered'))
);
--> statement-breakpoint
CREATE TABLE "quote_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"share_id" uuid NOT NULL,
	"email" text NOT NULL,
	"days_before" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "reminder_days" integer[] DEFAULT '{7,1}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_sends" ADD COLUMN "site_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_up_tasks" ADD CONSTRAINT "follow_up_tasks_share_id_quote_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."quote_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_tasks" ADD CONSTRAINT "follow_up_tasks_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_tasks" ADD CONSTRAINT "follow_up_tasks_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_tasks" ADD CONSTRAINT "follow_up_tasks_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_tasks" ADD CONSTRAINT "follow_up_tasks_done_by_user_id_users_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_reminders" ADD CONSTRAINT "quote_reminders_share_id_quote_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."quote_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_tasks_once_key" ON "follow_up_tasks" USING btree ("share_id","reason");--> statement-breakpoint
CREATE INDEX "follow_up_tasks_open_idx" ON "follow_up_tasks" USING btree ("due_at") WHERE "follow_up_tasks"."done_at" is null;--> statement-breakpoint
CREATE INDEX "follow_up_tasks_prospect_idx" ON "follow_up_tasks" USING btree ("prospect_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_reminders_once_key" ON "quote_reminders" USING btree ("share_id","email","days_before","expires_at");