CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"price_cents" integer NOT NULL,
	"setup_fee_cents" integer DEFAULT 0 NOT NULL,
	"annual" boolean DEFAULT false NOT NULL,
	"price_per_user" boolean DEFAULT false NOT NULL,
	"price_per_server" boolean DEFAULT false NOT NULL,
	"price_per_endpoint" boolean DEFAULT false NOT NULL,
	"risk_level_multiplier" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"prerequisites" jsonb NOT NULL,
	"dependencies" jsonb NOT NULL,
	"icon" text NOT NULL,
	"min_quantity" integer DEFAULT 0 NOT NULL,
	"max_quantity" integer NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_name" CHECK (length("services"."name") > 0),
	CONSTRAINT "services_category" CHECK (length("services"."category") > 0),
	CONSTRAINT "services_price" CHECK ("services"."price_cents" > 0),
	CONSTRAINT "services_setup_fee" CHECK ("services"."setup_fee_cents" >= 0),
	CONSTRAINT "services_one_basis" CHECK ("services"."price_per_user"::int + "services"."price_per_server"::int + "services"."price_per_endpoint"::int <= 1),
	CONSTRAINT "services_icon" CHECK ("services"."icon" in ('shield', 'shield-check', 'radar', 'mail', 'graduation-cap', 'hard-drive', 'cloud', 'headset', 'network', 'scan-search', 'key-round', 'briefcase', 'clipboard-check', 'rocket', 'server', 'laptop', 'lock', 'eye')),
	CONSTRAINT "services_min_quantity" CHECK ("services"."min_quantity" >= 0),
	CONSTRAINT "services_max_quantity" CHECK ("services"."max_quantity" >= greatest(1, "services"."min_quantity")),
	CONSTRAINT "services_version" CHECK ("services"."version" >= 1),
	CONSTRAINT "services_json_shapes" CHECK (jsonb_typeof("services"."risk_level_multiplier") = 'object' and jsonb_typeof("services"."features") = 'array' and jsonb_typeof("services"."prerequisites") = 'array' and jsonb_typeof("services"."dependencies") = 'array')
);
--> statement-breakpoint
CREATE TABLE "formula_versions" (
	"formula_id" integer NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"expression" text NOT NULL,
	"service_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"safeguard" text DEFAULT '' NOT NULL,
	"essential" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_by_username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formula_versions_formula_id_version_pk" PRIMARY KEY("formula_id","version"),
	CONSTRAINT "formula_versions_version" CHECK ("formula_versions"."version" >= 1),
	CONSTRAINT "formula_versions_name" CHECK (length("formula_versions"."name") > 0),
	CONSTRAINT "formula_versions_expression" CHECK (length("formula_versions"."expression") > 0)
);
--> statement-breakpoint
CREATE TABLE "formulas" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"purpose" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formulas_purpose" CHECK ("formulas"."purpose" in ('risk-level', 'recommendation', 'quantity', 'volume-discount', 'annual-discount')),
	CONSTRAINT "formulas_current_version" CHECK ("formulas"."current_version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "formula_versions" ADD CONSTRAINT "formula_versions_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_versions" ADD CONSTRAINT "formula_versions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formula_versions" ADD CONSTRAINT "formula_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category","name");--> statement-breakpoint
CREATE UNIQUE INDEX "formulas_key_key" ON "formulas" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "formulas_one_active_quote_rule" ON "formulas" USING btree ("purpose") WHERE "formulas"."archived_at" is null and "formulas"."purpose" in ('risk-level', 'volume-discount', 'annual-discount');