ALTER TABLE "payment_profiles" ADD COLUMN "ek_benefit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_month_costs" ADD COLUMN "content_benefit_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_month_costs" ADD COLUMN "ek_benefit_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_deductions" ADD COLUMN "taxable_benefit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Months stored before the column, closed ones too: the content above the threshold of a month computed under
-- smsPaymentMode tax (its rule snapshot) is that month's taxable benefit. Nothing else of the month changes.
UPDATE "subscription_month_costs" c SET "content_benefit_ore" = c."content_over_threshold_ore"
FROM "cost_rule_snapshots" r
WHERE r."id" = c."rule_snapshot_id" AND r."rules"->'settings'->>'smsPaymentMode' = 'tax' AND c."content_over_threshold_ore" <> 0;
