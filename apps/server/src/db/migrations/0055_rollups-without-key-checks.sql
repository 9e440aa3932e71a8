ALTER TABLE "usage_monthly" DROP CONSTRAINT "usage_monthly_subscription_id_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "usage_monthly" DROP CONSTRAINT "usage_monthly_category_group_id_payment_category_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "usage_monthly_descriptions" DROP CONSTRAINT "usage_monthly_descriptions_subscription_id_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "usage_monthly_descriptions" DROP CONSTRAINT "usage_monthly_descriptions_category_group_id_payment_category_groups_id_fk";
