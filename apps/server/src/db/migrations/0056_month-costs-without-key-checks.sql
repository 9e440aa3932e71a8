ALTER TABLE "subscription_month_costs" DROP CONSTRAINT "subscription_month_costs_subscription_id_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "subscription_month_costs" DROP CONSTRAINT "subscription_month_costs_rule_snapshot_id_cost_rule_snapshots_id_fk";
