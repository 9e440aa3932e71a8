CREATE TABLE "dashboard_usual_costs" (
	"subscription_id" integer NOT NULL,
	"period" date NOT NULL,
	"usual_ore" double precision NOT NULL,
	"history_months" integer NOT NULL,
	CONSTRAINT "dashboard_usual_costs_subscription_id_period_pk" PRIMARY KEY("subscription_id","period")
);
--> statement-breakpoint
CREATE INDEX "dashboard_usual_costs_period_idx" ON "dashboard_usual_costs" USING btree ("period","subscription_id");