-- Sort by name on the name's lower case (issue 31), as the portal's other name sorts: the name's sort indexes
-- lead with lower(description) so one account's page is still read in order from the index. The device's own
-- text past its name's first character in a trigram index: with a name sort, the matches whose names start with
-- the text are read from the name index, and these are every other match.
DROP INDEX "devices_account_description_idx";--> statement-breakpoint
DROP INDEX "devices_account_class_idx";--> statement-breakpoint
CREATE INDEX "devices_search_further_idx" ON "devices" USING gin ((substr("description", 2) || ' ' || coalesce("imei", '') || ' ' || coalesce("serial_number", '') || ' ' || coalesce("order_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_account_description_idx" ON "devices" USING btree ("account_id",lower("description"),"id","ordered_at");--> statement-breakpoint
CREATE INDEX "devices_account_class_idx" ON "devices" USING btree ("account_id","class_id",lower("description"),"id","ordered_at");