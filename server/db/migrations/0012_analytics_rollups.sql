CREATE TABLE "builder_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone,
	"device" text,
	"lead_at" timestamp with time zone,
	"assessment_at" timestamp with time zone,
	"recommendations_at" timestamp with time zone,
	"saved_at" timestamp with time zone,
	"recommended" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"monthly_cents" integer NOT NULL,
	"setup_cents" integer NOT NULL,
	"archived" boolean NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunity_history" ADD CONSTRAINT "opportunity_history_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builder_sessions_started_at_idx" ON "builder_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "opportunity_history_deal_idx" ON "opportunity_history" USING btree ("opportunity_id","recorded_at");--> statement-breakpoint
CREATE INDEX "opportunity_history_recorded_idx" ON "opportunity_history" USING btree ("recorded_at");
--> statement-breakpoint
-- builder_sessions: filled from the events so far, then kept by a trigger on every insert.
INSERT INTO "builder_sessions" ("session_id", "started_at", "device", "lead_at", "assessment_at", "recommendations_at", "saved_at", "recommended")
SELECT e."session_id",
  min(e."created_at") FILTER (WHERE e."type" = 'session-started'),
  (array_agg(e."data"->>'device' ORDER BY e."created_at", e."id") FILTER (WHERE e."type" = 'session-started'))[1],
  min(e."created_at") FILTER (WHERE e."type" = 'lead-captured'),
  min(e."created_at") FILTER (WHERE e."type" = 'assessment-completed'),
  min(e."created_at") FILTER (WHERE e."type" = 'recommendations-shown'),
  min(e."created_at") FILTER (WHERE e."type" = 'configuration-saved'),
  coalesce((
    SELECT array_agg(DISTINCT item::int ORDER BY item::int)
    FROM "builder_events" r
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(r."data"->'services') = 'array' THEN r."data"->'services' ELSE '[]'::jsonb END) item
    WHERE r."session_id" = e."session_id" AND r."type" = 'recommendations-shown' AND item ~ '^[0-9]{1,9}$'
  ), '{}')
FROM "builder_events" e
GROUP BY e."session_id";
--> statement-breakpoint
CREATE FUNCTION "builder_sessions_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown integer[] := '{}';
BEGIN
  IF NEW."type" = 'recommendations-shown' AND jsonb_typeof(NEW."data"->'services') = 'array' THEN
    SELECT coalesce(array_agg(DISTINCT item::int ORDER BY item::int), '{}') INTO shown
    FROM jsonb_array_elements_text(NEW."data"->'services') item
    WHERE item ~ '^[0-9]{1,9}$';
  END IF;
  INSERT INTO "builder_sessions" AS s ("session_id", "started_at", "device", "lead_at", "assessment_at", "recommendations_at", "saved_at", "recommended")
  VALUES (
    NEW."session_id",
    CASE WHEN NEW."type" = 'session-started' THEN NEW."created_at" END,
    CASE WHEN NEW."type" = 'session-started' THEN NEW."data"->>'device' END,
    CASE WHEN NEW."type" = 'lead-captured' THEN NEW."created_at" END,
    CASE WHEN NEW."type" = 'assessment-completed' THEN NEW."created_at" END,
    CASE WHEN NEW."type" = 'recommendations-shown' THEN NEW."created_at" END,
    CASE WHEN NEW."type" = 'configuration-saved' THEN NEW."created_at" END,
    shown)
  ON CONFLICT ("session_id") DO UPDATE SET
    -- LEAST skips NULLs: each step keeps its first time whatever order events arrive in.
    "started_at" = least(s."started_at", excluded."started_at"),
    "device" = CASE WHEN excluded."started_at" IS NOT NULL
      AND (s."started_at" IS NULL OR excluded."started_at" < s."started_at")
      THEN excluded."device" ELSE s."device" END,
    "lead_at" = least(s."lead_at", excluded."lead_at"),
    "assessment_at" = least(s."assessment_at", excluded."assessment_at"),
    "recommendations_at" = least(s."recommendations_at", excluded."recommendations_at"),
    "saved_at" = least(s."saved_at", excluded."saved_at"),
    "recommended" = CASE WHEN cardinality(excluded."recommended") = 0 THEN s."recommended"
      ELSE ARRAY(SELECT DISTINCT x FROM unnest(s."recommended" || excluded."recommended") x ORDER BY x) END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "builder_events_track_sessions" AFTER INSERT ON "builder_events"
FOR EACH ROW EXECUTE FUNCTION "builder_sessions_track"();
--> statement-breakpoint
-- opportunity_history: what is known of each deal today, from its creation, then every change.
INSERT INTO "opportunity_history" ("opportunity_id", "stage", "monthly_cents", "setup_cents", "archived", "recorded_at")
SELECT "id", "stage", "monthly_cents", "setup_cents", "archived_at" IS NOT NULL, "created_at" FROM "opportunities";
--> statement-breakpoint
CREATE FUNCTION "opportunity_history_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
    OR NEW."stage" IS DISTINCT FROM OLD."stage"
    OR NEW."monthly_cents" IS DISTINCT FROM OLD."monthly_cents"
    OR NEW."setup_cents" IS DISTINCT FROM OLD."setup_cents"
    OR (NEW."archived_at" IS NULL) IS DISTINCT FROM (OLD."archived_at" IS NULL) THEN
    INSERT INTO "opportunity_history" ("opportunity_id", "stage", "monthly_cents", "setup_cents", "archived", "recorded_at")
    VALUES (NEW."id", NEW."stage", NEW."monthly_cents", NEW."setup_cents", NEW."archived_at" IS NOT NULL,
      CASE WHEN TG_OP = 'INSERT' THEN NEW."created_at" ELSE now() END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "opportunities_track_history" AFTER INSERT OR UPDATE ON "opportunities"
FOR EACH ROW EXECUTE FUNCTION "opportunity_history_track"();
