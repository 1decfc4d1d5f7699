CREATE TABLE "similar_company_counts" (
	"segment" text NOT NULL,
	"service_id" integer NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"saved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "similar_company_counts_segment_service_id_pk" PRIMARY KEY("segment","service_id"),
	CONSTRAINT "similar_company_counts_positive" CHECK ("similar_company_counts"."accepted" >= 0 and "similar_company_counts"."saved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "similar_company_hidden_patterns" (
	"segment" text NOT NULL,
	"service_id" integer NOT NULL,
	"hidden_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "similar_company_hidden_patterns_segment_service_id_pk" PRIMARY KEY("segment","service_id")
);
--> statement-breakpoint
CREATE TABLE "similar_company_quotes" (
	"configuration_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"segment" text NOT NULL,
	"service_ids" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "similar_company_quotes_kind" CHECK ("similar_company_quotes"."kind" in ('accepted', 'saved'))
);
--> statement-breakpoint
ALTER TABLE "similar_company_hidden_patterns" ADD CONSTRAINT "similar_company_hidden_patterns_hidden_by_user_id_users_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;