ALTER TABLE "outbox_attachments" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD COLUMN "source" jsonb;