CREATE TABLE "quote_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answered" boolean NOT NULL,
	"top_score" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"escalated_at" timestamp with time zone,
	"contact_email" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "staff_notifications" DROP CONSTRAINT "staff_notifications_kind";--> statement-breakpoint
ALTER TABLE "quote_questions" ADD CONSTRAINT "quote_questions_share_id_quote_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."quote_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_questions_share_idx" ON "quote_questions" USING btree ("share_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_questions_created_at_idx" ON "quote_questions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_kind" CHECK ("staff_notifications"."kind" in ('inquiry_created', 'lead_captured', 'quote_viewed', 'quote_accepted', 'quote_declined', 'approval_requested', 'approval_decided', 'quote_question'));