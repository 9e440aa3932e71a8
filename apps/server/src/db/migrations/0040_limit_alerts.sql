CREATE TABLE "limit_alerts" (
	"subscription_id" integer NOT NULL,
	"period" date NOT NULL,
	"unit" text NOT NULL,
	"step" text NOT NULL,
	"outbox_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "limit_alerts_subscription_id_period_unit_step_pk" PRIMARY KEY("subscription_id","period","unit","step")
);
--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD COLUMN "send_limit_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD COLUMN "limit_alert_percent" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "limit_alerts" ADD CONSTRAINT "limit_alerts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;