ALTER TABLE "late_decisions" ALTER COLUMN "content_service_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "late_decisions" ADD COLUMN "kind" text DEFAULT 'contentService' NOT NULL;--> statement-breakpoint
ALTER TABLE "late_decisions" ADD COLUMN "aggregate_split_id" integer;--> statement-breakpoint
ALTER TABLE "late_decisions" ADD CONSTRAINT "late_decisions_aggregate_split_id_aggregate_splits_id_fk" FOREIGN KEY ("aggregate_split_id") REFERENCES "public"."aggregate_splits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "late_decisions_aggregate_split_idx" ON "late_decisions" USING btree ("aggregate_split_id");--> statement-breakpoint
ALTER TABLE "late_decisions" ADD CONSTRAINT "late_decisions_one_item" CHECK (("late_decisions"."kind" = 'contentService' and "late_decisions"."content_service_id" is not null and "late_decisions"."aggregate_split_id" is null)
        or ("late_decisions"."kind" = 'aggregateSplit' and "late_decisions"."aggregate_split_id" is not null and "late_decisions"."content_service_id" is null));