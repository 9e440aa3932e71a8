CREATE TABLE "dashboard_alert_digests" (
	"catalog_id" integer NOT NULL,
	"day" date NOT NULL,
	"cases" integer NOT NULL,
	"outbox_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_alert_digests_catalog_id_day_pk" PRIMARY KEY("catalog_id","day")
);
--> statement-breakpoint
CREATE TABLE "dashboard_alert_languages" (
	"catalog_id" integer PRIMARY KEY NOT NULL,
	"language" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_alert_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"usual_factor_percent" integer NOT NULL,
	"min_increase_ore" bigint NOT NULL,
	"unallocated_days" integer NOT NULL,
	"send_digest" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "dashboard_alert_digests" ADD CONSTRAINT "dashboard_alert_digests_catalog_id_people_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."people"("catalog_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_alert_digests" ADD CONSTRAINT "dashboard_alert_digests_outbox_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_alert_languages" ADD CONSTRAINT "dashboard_alert_languages_catalog_id_people_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."people"("catalog_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_alert_settings" ADD CONSTRAINT "dashboard_alert_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_alert_settings" ADD CONSTRAINT "dashboard_alert_settings_updated_by_people_catalog_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."people"("catalog_id") ON DELETE no action ON UPDATE no action;