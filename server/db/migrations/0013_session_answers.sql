ALTER TABLE "builder_sessions" ADD COLUMN "compliance_requirements" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "builder_sessions" ADD COLUMN "security_focus" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "builder_sessions" ADD COLUMN "prospect_id" integer;--> statement-breakpoint
CREATE FUNCTION "builder_text_list"(value jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(item), '{}')
  FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(value) = 'array' THEN value ELSE '[]'::jsonb END) item
$$;
--> statement-breakpoint
-- The drafts so far, then every insert or change: the analytics count answers from the rollup.
INSERT INTO "builder_sessions" AS s ("session_id", "compliance_requirements", "security_focus", "prospect_id")
SELECT "session_id", "builder_text_list"("draft"->'answers'->'complianceRequirements'),
  "builder_text_list"("draft"->'answers'->'securityFocus'), "prospect_id"
FROM "builder_drafts"
ON CONFLICT ("session_id") DO UPDATE SET
  "compliance_requirements" = excluded."compliance_requirements",
  "security_focus" = excluded."security_focus",
  "prospect_id" = excluded."prospect_id";
--> statement-breakpoint
CREATE FUNCTION "builder_sessions_track_draft"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "builder_sessions" AS s ("session_id", "compliance_requirements", "security_focus", "prospect_id")
  VALUES (NEW."session_id", "builder_text_list"(NEW."draft"->'answers'->'complianceRequirements'),
    "builder_text_list"(NEW."draft"->'answers'->'securityFocus'), NEW."prospect_id")
  ON CONFLICT ("session_id") DO UPDATE SET
    "compliance_requirements" = excluded."compliance_requirements",
    "security_focus" = excluded."security_focus",
    "prospect_id" = excluded."prospect_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "builder_drafts_track_sessions" AFTER INSERT OR UPDATE ON "builder_drafts"
FOR EACH ROW EXECUTE FUNCTION "builder_sessions_track_draft"();
