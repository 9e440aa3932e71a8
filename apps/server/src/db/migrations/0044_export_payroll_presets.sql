ALTER TABLE "file_exports" ADD COLUMN "preset" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "file_exports" ADD COLUMN "wage_types" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "file_exports" ADD COLUMN "payroll_run_number" integer;--> statement-breakpoint
ALTER TABLE "file_exports" ADD COLUMN "payroll_month_offset" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_exports" ADD COLUMN "payroll_client_number" text DEFAULT '' NOT NULL;