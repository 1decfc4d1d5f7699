-- Decision 045: money columns become 64-bit (a yearly total past $21.4 M no longer fails
-- the insert), and builder_session_clients counts new builder sessions per client address.
-- No trigger, view or function depends on the changed columns' types (migrations 0012-0014
-- read them by name; sums of bigint are numeric and already read through Number()).
CREATE TABLE "builder_session_clients" (
	"session_id" text PRIMARY KEY NOT NULL,
	"client" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "setup_fee_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "configuration_versions" ALTER COLUMN "monthly_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "configuration_versions" ALTER COLUMN "annually_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "configuration_versions" ALTER COLUMN "setup_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "configuration_versions" ALTER COLUMN "savings_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "opportunities" ALTER COLUMN "monthly_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "opportunities" ALTER COLUMN "setup_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "opportunity_history" ALTER COLUMN "monthly_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "opportunity_history" ALTER COLUMN "setup_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pricing_plans" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pricing_plans" ALTER COLUMN "annual_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
CREATE INDEX "builder_session_clients_client_idx" ON "builder_session_clients" USING btree ("client","created_at");