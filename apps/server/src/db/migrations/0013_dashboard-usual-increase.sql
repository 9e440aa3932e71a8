DROP INDEX "dashboard_usual_costs_period_idx";--> statement-breakpoint
CREATE INDEX "dashboard_usual_costs_increase_idx" ON "dashboard_usual_costs" USING btree ("period",("total_ore" - "usual_ore"));