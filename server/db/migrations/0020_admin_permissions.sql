ALTER TABLE "users" ADD COLUMN "permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Decision 062: every administrator before permission sets could do everything, so each becomes an Owner.
UPDATE "users" SET "permissions" = ARRAY['owner']::text[] WHERE "role" = 'admin';
