ALTER TABLE "account_custom_fields" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_month_costs" DROP COLUMN "data_included_bytes";