DROP INDEX "subscriptions_profile_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "person_department_id" integer;--> statement-breakpoint
CREATE INDEX "subscriptions_person_department_idx" ON "subscriptions" USING btree ("person_department_id","account_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_without_profile_idx" ON "subscriptions" USING btree ("account_id","id") WHERE "subscriptions"."payment_profile_id" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_without_department_idx" ON "subscriptions" USING btree ("account_id","id") WHERE "subscriptions"."person_department_id" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_profile_idx" ON "subscriptions" USING btree ("payment_profile_id","account_id","id");