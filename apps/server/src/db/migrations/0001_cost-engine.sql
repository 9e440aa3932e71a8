CREATE TABLE "usage_monthly_descriptions" (
	"subscription_id" integer NOT NULL,
	"period" date NOT NULL,
	"category_group_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount_ore" bigint DEFAULT 0 NOT NULL,
	"data_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_monthly_descriptions_pk" PRIMARY KEY("subscription_id","period","category_group_id","description")
);
--> statement-breakpoint
ALTER TABLE "subscription_month_costs" ADD COLUMN "content_over_threshold_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_month_costs" ADD COLUMN "content_pending_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_month_costs" ADD COLUMN "data_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_month_costs" ADD COLUMN "data_included_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_monthly_descriptions" ADD CONSTRAINT "usage_monthly_descriptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_monthly_descriptions" ADD CONSTRAINT "usage_monthly_descriptions_category_group_id_payment_category_groups_id_fk" FOREIGN KEY ("category_group_id") REFERENCES "public"."payment_category_groups"("id") ON DELETE no action ON UPDATE no action;