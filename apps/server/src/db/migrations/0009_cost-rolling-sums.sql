ALTER TABLE "subscription_month_costs" ADD COLUMN "rolling_total_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_month_costs" ADD COLUMN "rolling_work_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_month_costs" ADD COLUMN "rolling_private_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_month_costs" ADD COLUMN "rolling_deducted_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_month_costs" ADD COLUMN "rolling_data_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_month_costs" ADD COLUMN "ytd_deducted_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "subscription_month_costs_rolling_idx" ON "subscription_month_costs" USING btree ("period","subscription_id","rolling_total_ore","rolling_work_ore","rolling_private_ore","rolling_deducted_ore","rolling_data_bytes","ytd_deducted_ore","deducted_ore");