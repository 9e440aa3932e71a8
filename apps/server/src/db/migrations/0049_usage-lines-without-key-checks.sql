ALTER TABLE "usage_lines" DROP CONSTRAINT "usage_lines_subscription_id_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "usage_lines" DROP CONSTRAINT "usage_lines_category_id_payment_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "usage_lines" DROP CONSTRAINT "usage_lines_category_group_id_payment_category_groups_id_fk";
