DROP INDEX "devices_account_description_idx";--> statement-breakpoint
DROP INDEX "devices_account_ordered_idx";--> statement-breakpoint
DROP INDEX "devices_account_cost_idx";--> statement-breakpoint
DROP INDEX "devices_account_class_idx";--> statement-breakpoint
CREATE INDEX "devices_account_source_idx" ON "devices" USING btree ("account_id","source","id","ordered_at");--> statement-breakpoint
CREATE INDEX "devices_account_vendor_idx" ON "devices" USING btree ("account_id","vendor_id","id","ordered_at");--> statement-breakpoint
CREATE INDEX "devices_search_idx" ON "devices" USING gin (("description" || ' ' || coalesce("imei", '') || ' ' || coalesce("serial_number", '') || ' ' || coalesce("order_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_full_name_search_idx" ON "people" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_account_description_idx" ON "devices" USING btree ("account_id","description","id","ordered_at");--> statement-breakpoint
CREATE INDEX "devices_account_ordered_idx" ON "devices" USING btree ("account_id","ordered_at" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "devices_account_cost_idx" ON "devices" USING btree ("account_id","cost_price" NULLS FIRST,"id","ordered_at");--> statement-breakpoint
CREATE INDEX "devices_account_class_idx" ON "devices" USING btree ("account_id","class_id","description","id","ordered_at");