ALTER TABLE "opportunities" ADD COLUMN "billing" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_decisions" ADD COLUMN "billing" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_billing" CHECK ("opportunities"."billing" in ('monthly', 'annual'));--> statement-breakpoint
ALTER TABLE "quote_decisions" ADD CONSTRAINT "quote_decisions_billing" CHECK ("quote_decisions"."billing" in ('monthly', 'annual'));