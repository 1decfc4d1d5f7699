CREATE TABLE "feature_explanations" (
	"feature" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"benefit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"kind" text DEFAULT 'plan' NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"annual_price_cents" integer,
	"period" text DEFAULT 'month' NOT NULL,
	"features" jsonb NOT NULL,
	"badge" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_plans_category" CHECK ("pricing_plans"."category" in ('user-protection', 'endpoint-protection', 'server-protection', 'vcio-services', 'application-development', 'compliance')),
	CONSTRAINT "pricing_plans_kind" CHECK ("pricing_plans"."kind" in ('plan', 'backup-addon')),
	CONSTRAINT "pricing_plans_addon_category" CHECK ("pricing_plans"."kind" <> 'backup-addon' or "pricing_plans"."category" in ('user-protection', 'endpoint-protection', 'server-protection')),
	CONSTRAINT "pricing_plans_price" CHECK ("pricing_plans"."price_cents" >= 0),
	CONSTRAINT "pricing_plans_annual_price" CHECK ("pricing_plans"."annual_price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX "pricing_plans_category_idx" ON "pricing_plans" USING btree ("category");