CREATE TABLE "usage_report_links" (
	"token" text PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"period" date NOT NULL,
	"report_sms_outbox_id" integer,
	"report_sms_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_report_links" ADD CONSTRAINT "usage_report_links_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_report_links" ADD CONSTRAINT "usage_report_links_report_sms_outbox_id_outbox_messages_id_fk" FOREIGN KEY ("report_sms_outbox_id") REFERENCES "public"."outbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_report_links_subscription_period_idx" ON "usage_report_links" USING btree ("subscription_id","period");--> statement-breakpoint
CREATE INDEX "usage_report_links_period_idx" ON "usage_report_links" USING btree ("period");