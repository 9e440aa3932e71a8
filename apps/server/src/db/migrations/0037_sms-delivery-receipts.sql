ALTER TABLE "outbox_messages" ADD COLUMN "smsc_message_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "smsc_delivered_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_smsc_message_ids_idx" ON "outbox_messages" USING gin ("smsc_message_ids");