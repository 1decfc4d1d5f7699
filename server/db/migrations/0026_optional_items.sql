ALTER TABLE "configuration_versions" ADD COLUMN "price_book" jsonb;--> statement-breakpoint
ALTER TABLE "quote_decisions" ADD COLUMN "declined_optional" jsonb DEFAULT '[]'::jsonb NOT NULL;