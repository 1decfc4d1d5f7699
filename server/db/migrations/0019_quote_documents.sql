ALTER TABLE "configurations" ADD COLUMN "cover_letter" text;--> statement-breakpoint
ALTER TABLE "configurations" ADD COLUMN "terms" text;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "cover_letter" text;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "terms" text;--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "template_version" integer DEFAULT 0 NOT NULL;