CREATE TABLE "subscription_list_figures" (
	"subscription_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"period" date NOT NULL,
	"total_ore" bigint DEFAULT 0 NOT NULL,
	"work_ore" bigint DEFAULT 0 NOT NULL,
	"private_ore" bigint DEFAULT 0 NOT NULL,
	"data_bytes" bigint DEFAULT 0 NOT NULL,
	"deducted_month_ore" bigint DEFAULT 0 NOT NULL,
	"deducted_year_ore" bigint DEFAULT 0 NOT NULL,
	"data_included_bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "list_figures_work_idx" ON "subscription_list_figures" USING btree ("account_id","period","work_ore","subscription_id");--> statement-breakpoint
CREATE INDEX "list_figures_private_idx" ON "subscription_list_figures" USING btree ("account_id","period","private_ore","subscription_id");--> statement-breakpoint
CREATE INDEX "list_figures_total_idx" ON "subscription_list_figures" USING btree ("account_id","period","total_ore","subscription_id");--> statement-breakpoint
CREATE INDEX "list_figures_deducted_month_idx" ON "subscription_list_figures" USING btree ("account_id","period","deducted_month_ore","subscription_id");--> statement-breakpoint
CREATE INDEX "list_figures_deducted_year_idx" ON "subscription_list_figures" USING btree ("account_id","period","deducted_year_ore","subscription_id");--> statement-breakpoint
CREATE INDEX "list_figures_data_free_idx" ON "subscription_list_figures" USING btree ("account_id","period",greatest((data_included_bytes * 12) - data_bytes, 0),"subscription_id");--> statement-breakpoint
CREATE INDEX "list_figures_data_use_idx" ON "subscription_list_figures" USING btree ("account_id","period",(data_bytes::float8 / nullif((data_included_bytes * 12), 0)),"subscription_id");--> statement-breakpoint
-- The users list's amount figures (db/schema/list-figures.ts): one row per subscription, the sums of the twelve
-- months ending with `period` as the list sums them live (subscriptions.repository.ts, costsLateral). The row's
-- period is the newest of its own, the subscription's newest month and `at` (the list-figures job's month); a
-- subscription without any has none yet ('-infinity': the list sums it live until the job rolls it). Rows whose
-- figures did not change are not written again.
CREATE FUNCTION list_figures_refresh(changed int[], at date DEFAULT NULL) RETURNS void LANGUAGE sql AS $$
  INSERT INTO subscription_list_figures AS f (subscription_id, account_id, period, total_ore, work_ore, private_ore,
    data_bytes, deducted_month_ore, deducted_year_ore, data_included_bytes)
  SELECT t.id, t.account_id, t.period, k.total_ore, k.work_ore, k.private_ore, k.data_bytes, k.deducted_month_ore,
    k.deducted_year_ore, t.data_included_bytes
  FROM (
    SELECT s.id, s.account_id, s.data_included_bytes,
      coalesce(greatest(f.period, at,
        (SELECT max(c.period) FROM subscription_month_costs c WHERE c.subscription_id = s.id)),
        '-infinity'::date) AS period
    FROM unnest(changed) u(id) JOIN subscriptions s ON s.id = u.id
    LEFT JOIN subscription_list_figures f ON f.subscription_id = s.id
  ) t
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(c.total_ore), 0) AS total_ore, coalesce(sum(c.work_ore), 0) AS work_ore,
      coalesce(sum(c.private_ore), 0) AS private_ore, coalesce(sum(c.data_bytes), 0) AS data_bytes,
      coalesce(sum(c.deducted_ore) FILTER (WHERE c.period = t.period), 0) AS deducted_month_ore,
      coalesce(sum(c.deducted_ore) FILTER (WHERE c.period >= date_trunc('year', t.period)), 0) AS deducted_year_ore
    FROM subscription_month_costs c
    WHERE c.subscription_id = t.id AND c.period BETWEEN (t.period - interval '11 months')::date AND t.period
  ) k
  ON CONFLICT (subscription_id) DO UPDATE SET account_id = excluded.account_id, period = excluded.period,
    total_ore = excluded.total_ore, work_ore = excluded.work_ore, private_ore = excluded.private_ore,
    data_bytes = excluded.data_bytes, deducted_month_ore = excluded.deducted_month_ore,
    deducted_year_ore = excluded.deducted_year_ore, data_included_bytes = excluded.data_included_bytes
  WHERE (f.account_id, f.period, f.total_ore, f.work_ore, f.private_ore, f.data_bytes, f.deducted_month_ore,
      f.deducted_year_ore, f.data_included_bytes)
    IS DISTINCT FROM (excluded.account_id, excluded.period, excluded.total_ore, excluded.work_ore,
      excluded.private_ore, excluded.data_bytes, excluded.deducted_month_ore, excluded.deducted_year_ore,
      excluded.data_included_bytes)
$$;
--> statement-breakpoint
-- A statement on the month costs carries the figures of each subscription's newest month it wrote, when that month
-- is the row's or later: the month row's rolling sums are the list's figures of the twelve months ending with it
-- (the cost engine writes them in the same statement, and refreshRollingSums those of the later months). An update
-- counts only where those changed (closing a month changes none). A month before the row's, and a removed month,
-- sum the subscription's months again (list_figures_refresh): the row's month may have no month row of its own.
CREATE TYPE list_figures_month AS (subscription_id int, period date, total_ore bigint, work_ore bigint,
  private_ore bigint, data_bytes bigint, deducted_month_ore bigint, deducted_year_ore bigint);
--> statement-breakpoint
CREATE FUNCTION list_figures_month_costs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written list_figures_month[];
  again int[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT subscription_id) INTO again FROM old_rows;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg((subscription_id, period, rolling_total_ore, rolling_work_ore, rolling_private_ore,
        rolling_data_bytes, deducted_ore, ytd_deducted_ore)::list_figures_month) INTO written FROM new_rows;
    ELSE
      SELECT array_agg((d.*)::list_figures_month) INTO written FROM (
        SELECT subscription_id, period, rolling_total_ore, rolling_work_ore, rolling_private_ore, rolling_data_bytes,
          deducted_ore, ytd_deducted_ore FROM new_rows
        EXCEPT
        SELECT subscription_id, period, rolling_total_ore, rolling_work_ore, rolling_private_ore, rolling_data_bytes,
          deducted_ore, ytd_deducted_ore FROM old_rows
      ) d;
    END IF;
    UPDATE subscription_list_figures f SET period = w.period, total_ore = w.total_ore, work_ore = w.work_ore,
      private_ore = w.private_ore, data_bytes = w.data_bytes, deducted_month_ore = w.deducted_month_ore,
      deducted_year_ore = w.deducted_year_ore
    FROM (SELECT DISTINCT ON (subscription_id) * FROM unnest(written) ORDER BY subscription_id, period DESC) w
    WHERE f.subscription_id = w.subscription_id AND w.period >= f.period
      AND (f.period, f.total_ore, f.work_ore, f.private_ore, f.data_bytes, f.deducted_month_ore, f.deducted_year_ore)
        IS DISTINCT FROM (w.period, w.total_ore, w.work_ore, w.private_ore, w.data_bytes, w.deducted_month_ore,
          w.deducted_year_ore);
    SELECT array_agg(w.subscription_id) INTO again FROM (
      SELECT u.subscription_id, max(u.period) AS period FROM unnest(written) u GROUP BY 1
    ) w JOIN subscription_list_figures f ON f.subscription_id = w.subscription_id
    WHERE w.period < f.period;
  END IF;
  IF again IS NOT NULL THEN
    PERFORM list_figures_refresh(again);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER list_figures_costs_insert AFTER INSERT ON subscription_month_costs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_figures_month_costs_changed();
--> statement-breakpoint
CREATE TRIGGER list_figures_costs_update AFTER UPDATE ON subscription_month_costs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION list_figures_month_costs_changed();
--> statement-breakpoint
CREATE TRIGGER list_figures_costs_delete AFTER DELETE ON subscription_month_costs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_figures_month_costs_changed();
--> statement-breakpoint
-- A new subscription gets its row (nothing to sum yet); a moved one, or one with a new data allowance, carries it.
CREATE FUNCTION list_figures_subscriptions_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO subscription_list_figures (subscription_id, account_id, period, data_included_bytes)
  SELECT n.id, n.account_id, '-infinity'::date, n.data_included_bytes
  FROM new_rows n
  ON CONFLICT (subscription_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION list_figures_subscriptions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE subscription_list_figures f SET account_id = n.account_id, data_included_bytes = n.data_included_bytes
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE f.subscription_id = n.id
    AND (o.account_id, o.data_included_bytes) IS DISTINCT FROM (n.account_id, n.data_included_bytes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER list_figures_subscriptions_insert AFTER INSERT ON subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_figures_subscriptions_added();
--> statement-breakpoint
CREATE TRIGGER list_figures_subscriptions_update AFTER UPDATE ON subscriptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION list_figures_subscriptions_changed();
--> statement-breakpoint
-- The subscriptions there are, at the current month.
SELECT list_figures_refresh(array(SELECT id FROM subscriptions), date_trunc('month', now() AT TIME ZONE 'Europe/Oslo')::date);
