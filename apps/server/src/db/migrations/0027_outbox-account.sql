ALTER TABLE "outbox_messages" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_account_idx" ON "outbox_messages" USING btree ("account_id","created_at");--> statement-breakpoint
-- Messages sent before: the account from what recorded them (the SMS report link, the export run, the repair request).
UPDATE "outbox_messages" o SET "account_id" = s."account_id" FROM "usage_report_links" l
  JOIN "subscriptions" s ON s."id" = l."subscription_id" WHERE l."report_sms_outbox_id" = o."id";--> statement-breakpoint
UPDATE "outbox_messages" o SET "account_id" = fe."account_id" FROM "file_export_runs" r
  JOIN "file_exports" fe ON fe."id" = r."file_export_id" WHERE r."outbox_message_id" = o."id";--> statement-breakpoint
UPDATE "outbox_messages" o SET "account_id" = po."account_id" FROM "repair_requests" rr
  JOIN "ce_policies" po ON po."id" = rr."policy_id" WHERE rr."outbox_id" = o."id";
