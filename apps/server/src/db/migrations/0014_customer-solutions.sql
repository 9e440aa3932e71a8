DROP INDEX "configs_customer_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "configs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "config_accounts" ADD CONSTRAINT "config_accounts_parent_config_account_id_config_accounts_id_fk" FOREIGN KEY ("parent_config_account_id") REFERENCES "public"."config_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_customer_idx" ON "audit_log" USING btree ("subject_customer_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_session_idx" ON "audit_log" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "configs_customer_idx" ON "configs" USING btree ("customer_id");--> statement-breakpoint
UPDATE "audit_log" SET "session_id" = coalesce("details"->>'endedSessionId', "details"->>'sessionId') WHERE "session_id" IS NULL;
