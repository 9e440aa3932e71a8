CREATE TABLE "dashboard_cost_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dashboard_cost_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"billing_group_id" integer NOT NULL,
	"period" date NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"total_ore" bigint DEFAULT 0 NOT NULL,
	"covered_ore" bigint DEFAULT 0 NOT NULL,
	"deducted_ore" bigint DEFAULT 0 NOT NULL,
	"work_ore" bigint DEFAULT 0 NOT NULL,
	"private_ore" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_usage_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dashboard_usage_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"billing_group_id" integer NOT NULL,
	"period" date NOT NULL,
	"category_group_id" integer NOT NULL,
	"amount_ore" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboard_cost_deltas_key_idx" ON "dashboard_cost_deltas" USING btree ("account_id","period","billing_group_id");--> statement-breakpoint
CREATE INDEX "dashboard_usage_deltas_key_idx" ON "dashboard_usage_deltas" USING btree ("account_id","period","billing_group_id");