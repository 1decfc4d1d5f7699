CREATE TABLE "discount_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"configuration_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"requested_by_user_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "discount_approvals_status" CHECK ("discount_approvals"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "staff_notifications" DROP CONSTRAINT "staff_notifications_kind";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "cost_cents" bigint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "floor_price_cents" bigint;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "approval_percent_hundredths" integer;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "approval_monthly_cents" bigint;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "policy_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_approvals" ADD CONSTRAINT "discount_approvals_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_approvals" ADD CONSTRAINT "discount_approvals_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_approvals" ADD CONSTRAINT "discount_approvals_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_approvals_version_key" ON "discount_approvals" USING btree ("configuration_id","version");--> statement-breakpoint
CREATE INDEX "discount_approvals_status_idx" ON "discount_approvals" USING btree ("status","requested_at");--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_kind" CHECK ("staff_notifications"."kind" in ('inquiry_created', 'lead_captured', 'quote_viewed', 'quote_accepted', 'quote_declined', 'approval_requested', 'approval_decided'));