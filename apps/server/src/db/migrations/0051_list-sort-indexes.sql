CREATE INDEX "people_sort_name_idx" ON "people" USING btree ("customer_id",lower("first_name"),lower("last_name"));--> statement-breakpoint
CREATE INDEX "subscriptions_account_phone_idx" ON "subscriptions" USING btree ("account_id","phone_number");--> statement-breakpoint
CREATE INDEX "subscriptions_account_data_idx" ON "subscriptions" USING btree ("account_id","data_included_bytes","id");--> statement-breakpoint
CREATE INDEX "subscriptions_account_data_desc_idx" ON "subscriptions" USING btree ("account_id","data_included_bytes" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "subscriptions_without_person_idx" ON "subscriptions" USING btree ("account_id","id") WHERE "subscriptions"."catalog_id" is null;