CREATE TABLE "ce_new_employee_department_rules" (
	"department_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"policy_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ce_new_employee_rules" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"default_policy_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "ce_planned_policy_changes" (
	"catalog_id" integer PRIMARY KEY NOT NULL,
	"policy_id" integer,
	"effective_on" date NOT NULL,
	"department_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "ce_planned_policy_changes_first_day" CHECK (extract(day from "ce_planned_policy_changes"."effective_on") = 1)
);
--> statement-breakpoint
ALTER TABLE "ce_new_employee_department_rules" ADD CONSTRAINT "ce_new_employee_department_rules_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_new_employee_department_rules" ADD CONSTRAINT "ce_new_employee_department_rules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_new_employee_department_rules" ADD CONSTRAINT "ce_new_employee_department_rules_policy_id_ce_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."ce_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_new_employee_rules" ADD CONSTRAINT "ce_new_employee_rules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_new_employee_rules" ADD CONSTRAINT "ce_new_employee_rules_default_policy_id_ce_policies_id_fk" FOREIGN KEY ("default_policy_id") REFERENCES "public"."ce_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_new_employee_rules" ADD CONSTRAINT "ce_new_employee_rules_updated_by_people_catalog_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."people"("catalog_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_planned_policy_changes" ADD CONSTRAINT "ce_planned_policy_changes_catalog_id_people_catalog_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."people"("catalog_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_planned_policy_changes" ADD CONSTRAINT "ce_planned_policy_changes_policy_id_ce_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."ce_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_planned_policy_changes" ADD CONSTRAINT "ce_planned_policy_changes_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ce_planned_policy_changes" ADD CONSTRAINT "ce_planned_policy_changes_created_by_people_catalog_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."people"("catalog_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ce_new_employee_department_rules_customer_idx" ON "ce_new_employee_department_rules" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "ce_planned_policy_changes_effective_idx" ON "ce_planned_policy_changes" USING btree ("effective_on");