ALTER TABLE "builder_sessions" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "builder_sessions" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "builder_sessions" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "builder_sessions" ADD COLUMN "quotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "builder_sessions" ADD COLUMN "quote_monthly_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "builder_sessions" ADD COLUMN "quoted_services" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "builder_sessions" ADD COLUMN "accepted_services" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The distinct service ids a priced quote holds (ids that are not small numbers are skipped).
CREATE FUNCTION "builder_priced_services"(priced jsonb) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT (line->>'serviceId')::int), '{}')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(priced->'locations') = 'array' THEN priced->'locations' ELSE '[]'::jsonb END) loc
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(loc->'lines') = 'array' THEN loc->'lines' ELSE '[]'::jsonb END) line
  WHERE (line->>'serviceId') ~ '^[0-9]{1,9}$'
$$;
--> statement-breakpoint
-- Recomputes a session's quote side from scratch: every trigger below calls it, so the order
-- of writes and deletes cannot leave the rollup behind.
CREATE FUNCTION "builder_sessions_refresh_quotes"(p_session text) RETURNS void LANGUAGE sql AS $$
  WITH saved AS (
    SELECT cf."id", v."monthly_cents", "builder_priced_services"(v."priced") AS services,
      EXISTS (SELECT 1 FROM "quote_decisions" d WHERE d."configuration_id" = cf."id" AND d."decision" = 'accepted') AS accepted
    FROM "configurations" cf
    JOIN "configuration_versions" v ON v."configuration_id" = cf."id" AND v."version" = cf."current_version"
    WHERE cf."session_id" = p_session
  )
  UPDATE "builder_sessions" SET
    "quotes" = (SELECT count(*) FROM saved),
    "quote_monthly_cents" = (SELECT coalesce(sum("monthly_cents"), 0) FROM saved),
    "quoted_services" = coalesce((SELECT array_agg(x ORDER BY x) FROM saved CROSS JOIN LATERAL unnest(services) x), '{}'),
    "accepted_services" = coalesce((SELECT array_agg(x ORDER BY x) FROM saved CROSS JOIN LATERAL unnest(services) x WHERE accepted), '{}'),
    "shared_at" = (SELECT min(s."created_at") FROM "configurations" cf
      JOIN "quote_share_options" o ON o."configuration_id" = cf."id"
      JOIN "quote_shares" s ON s."id" = o."share_id" WHERE cf."session_id" = p_session),
    "viewed_at" = (SELECT min(s."first_viewed_at") FROM "configurations" cf
      JOIN "quote_share_options" o ON o."configuration_id" = cf."id"
      JOIN "quote_shares" s ON s."id" = o."share_id" WHERE cf."session_id" = p_session),
    "accepted_at" = (SELECT min(d."decided_at") FROM "configurations" cf
      JOIN "quote_decisions" d ON d."configuration_id" = cf."id" AND d."decision" = 'accepted'
      WHERE cf."session_id" = p_session)
  WHERE "session_id" = p_session
$$;
--> statement-breakpoint
-- The sessions behind a configuration (its builder session, if any) refreshed after a write.
CREATE FUNCTION "builder_sessions_refresh_configuration"(p_configuration uuid) RETURNS void LANGUAGE sql AS $$
  SELECT "builder_sessions_refresh_quotes"("session_id") FROM "configurations"
  WHERE "id" = p_configuration AND "session_id" IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION "builder_sessions_track_quotes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'configurations' THEN
    IF TG_OP <> 'DELETE' AND NEW."session_id" IS NOT NULL THEN
      PERFORM "builder_sessions_refresh_quotes"(NEW."session_id");
    END IF;
    IF TG_OP <> 'INSERT' AND OLD."session_id" IS NOT NULL
      AND (TG_OP = 'DELETE' OR OLD."session_id" IS DISTINCT FROM NEW."session_id") THEN
      PERFORM "builder_sessions_refresh_quotes"(OLD."session_id");
    END IF;
  ELSIF TG_TABLE_NAME = 'builder_sessions' THEN
    -- A session first recorded after its quotes were saved.
    PERFORM "builder_sessions_refresh_quotes"(NEW."session_id");
  ELSIF TG_TABLE_NAME = 'quote_shares' THEN
    PERFORM "builder_sessions_refresh_configuration"(o."configuration_id")
    FROM "quote_share_options" o WHERE o."share_id" = NEW."id";
  ELSE
    -- configuration_versions, quote_share_options and quote_decisions all name a configuration.
    IF TG_OP <> 'DELETE' THEN
      PERFORM "builder_sessions_refresh_configuration"(NEW."configuration_id");
    END IF;
    IF TG_OP <> 'INSERT' AND OLD."configuration_id" IS DISTINCT FROM NEW."configuration_id" THEN
      PERFORM "builder_sessions_refresh_configuration"(OLD."configuration_id");
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "configurations_track_sessions" AFTER INSERT OR DELETE OR UPDATE OF "session_id", "current_version" ON "configurations"
FOR EACH ROW EXECUTE FUNCTION "builder_sessions_track_quotes"();
--> statement-breakpoint
CREATE TRIGGER "configuration_versions_track_sessions" AFTER INSERT ON "configuration_versions"
FOR EACH ROW EXECUTE FUNCTION "builder_sessions_track_quotes"();
--> statement-breakpoint
CREATE TRIGGER "quote_share_options_track_sessions" AFTER INSERT OR DELETE OR UPDATE ON "quote_share_options"
FOR EACH ROW EXECUTE FUNCTION "builder_sessions_track_quotes"();
--> statement-breakpoint
CREATE TRIGGER "quote_shares_track_sessions" AFTER UPDATE OF "created_at", "first_viewed_at" ON "quote_shares"
FOR EACH ROW EXECUTE FUNCTION "builder_sessions_track_quotes"();
--> statement-breakpoint
CREATE TRIGGER "quote_decisions_track_sessions" AFTER INSERT OR DELETE OR UPDATE ON "quote_decisions"
FOR EACH ROW EXECUTE FUNCTION "builder_sessions_track_quotes"();
--> statement-breakpoint
CREATE TRIGGER "builder_sessions_fill_quotes" AFTER INSERT ON "builder_sessions"
FOR EACH ROW EXECUTE FUNCTION "builder_sessions_track_quotes"();
--> statement-breakpoint
-- The sessions so far.
SELECT "builder_sessions_refresh_quotes"("session_id") FROM "builder_sessions";
