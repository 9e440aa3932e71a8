CREATE TABLE "payroll_files_made" (
	"customer_id" integer NOT NULL,
	"period" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "payroll_files_made_customer_id_period_pk" PRIMARY KEY("customer_id","period")
);
--> statement-breakpoint
CREATE TABLE "leaving_reminders" (
	"catalog_id" integer NOT NULL,
	"leaving_date" date NOT NULL,
	"step" text NOT NULL,
	"recipient_catalog_id" integer NOT NULL,
	"channel" text NOT NULL,
	"devices" integer NOT NULL,
	"outbox_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaving_reminders_catalog_id_leaving_date_step_recipient_catalog_id_channel_pk" PRIMARY KEY("catalog_id","leaving_date","step","recipient_catalog_id","channel"),
	CONSTRAINT "leaving_reminders_step" CHECK ("leaving_reminders"."step" in ('before', 'overdue')),
	CONSTRAINT "leaving_reminders_channel" CHECK ("leaving_reminders"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "payroll_files_made" ADD CONSTRAINT "payroll_files_made_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaving_reminders" ADD CONSTRAINT "leaving_reminders_catalog_id_people_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."people"("catalog_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaving_reminders" ADD CONSTRAINT "leaving_reminders_recipient_catalog_id_people_catalog_id_fk" FOREIGN KEY ("recipient_catalog_id") REFERENCES "public"."people"("catalog_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaving_reminders" ADD CONSTRAINT "leaving_reminders_outbox_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaving_reminders_recipient_idx" ON "leaving_reminders" USING btree ("recipient_catalog_id");--> statement-breakpoint
-- The months already sent automatically are made; earlier downloads were not recorded.
INSERT INTO "payroll_files_made" ("customer_id", "period", "at")
SELECT a."customer_id", r."period", min(r."at") FROM "file_export_runs" r
JOIN "file_exports" fe ON fe."id" = r."file_export_id" JOIN "accounts" a ON a."id" = fe."account_id"
WHERE r."status" = 'sent' GROUP BY a."customer_id", r."period";
