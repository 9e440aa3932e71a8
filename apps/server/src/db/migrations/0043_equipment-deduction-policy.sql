ALTER TABLE "equipment_deductions" ADD COLUMN "policy_id" integer;--> statement-breakpoint
-- The rows booked before the column: the person's policy now, the best the ledger can know of it.
UPDATE "equipment_deductions" e SET "policy_id" = m."policy_id" FROM "ce_policy_members" m WHERE m."catalog_id" = e."catalog_id";
