CREATE TABLE "acceptance_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_decisions" ADD COLUMN "verification" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_decisions" ADD COLUMN "verified_email" text;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "next_steps" text;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "acceptance_check" text;--> statement-breakpoint
ALTER TABLE "acceptance_codes" ADD CONSTRAINT "acceptance_codes_share_id_quote_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."quote_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acceptance_codes_share_idx" ON "acceptance_codes" USING btree ("share_id","email");