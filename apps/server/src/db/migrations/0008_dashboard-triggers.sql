-- The dashboard's roll-ups (db/schema/dashboard.ts), kept by statement-level triggers in the same transaction as
-- every change of subscription_month_costs, usage_monthly and subscriptions. Each statement appends its change
-- per account, billing group and month as a delta row (append-only, so concurrent writers never wait on each
-- other); modules/dashboard/rollup-compaction.ts folds them now and then.

CREATE FUNCTION dashboard_cost_deltas_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_cost_deltas (account_id, billing_group_id, period, subscriptions, total_ore, covered_ore,
      deducted_ore, work_ore, private_ore)
    SELECT s.account_id, s.billing_group_id, d.period, count(*), sum(d.total_ore), sum(d.covered_ore),
      sum(d.deducted_ore), sum(d.work_ore), sum(d.private_ore)
    FROM new_rows d JOIN subscriptions s ON s.id = d.subscription_id
    GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_cost_deltas (account_id, billing_group_id, period, subscriptions, total_ore, covered_ore,
      deducted_ore, work_ore, private_ore)
    SELECT s.account_id, s.billing_group_id, d.period, -count(*), -sum(d.total_ore), -sum(d.covered_ore),
      -sum(d.deducted_ore), -sum(d.work_ore), -sum(d.private_ore)
    FROM old_rows d JOIN subscriptions s ON s.id = d.subscription_id
    GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO dashboard_cost_deltas (account_id, billing_group_id, period, subscriptions, total_ore, covered_ore,
      deducted_ore, work_ore, private_ore)
    SELECT s.account_id, s.billing_group_id, d.period, sum(d.n), sum(d.total_ore), sum(d.covered_ore),
      sum(d.deducted_ore), sum(d.work_ore), sum(d.private_ore)
    FROM (
      SELECT subscription_id, period, 1 AS n, total_ore, covered_ore, deducted_ore, work_ore, private_ore FROM new_rows
      UNION ALL
      SELECT subscription_id, period, -1, -total_ore, -covered_ore, -deducted_ore, -work_ore, -private_ore FROM old_rows
    ) d JOIN subscriptions s ON s.id = d.subscription_id
    GROUP BY 1, 2, 3
    HAVING sum(d.n) <> 0 OR sum(d.total_ore) <> 0 OR sum(d.covered_ore) <> 0 OR sum(d.deducted_ore) <> 0
      OR sum(d.work_ore) <> 0 OR sum(d.private_ore) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_usage_deltas_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_usage_deltas (account_id, billing_group_id, period, category_group_id, amount_ore)
    SELECT s.account_id, s.billing_group_id, d.period, d.category_group_id, sum(d.amount_ore)
    FROM new_rows d JOIN subscriptions s ON s.id = d.subscription_id
    GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_usage_deltas (account_id, billing_group_id, period, category_group_id, amount_ore)
    SELECT s.account_id, s.billing_group_id, d.period, d.category_group_id, -sum(d.amount_ore)
    FROM old_rows d JOIN subscriptions s ON s.id = d.subscription_id
    GROUP BY 1, 2, 3, 4;
  ELSE
    INSERT INTO dashboard_usage_deltas (account_id, billing_group_id, period, category_group_id, amount_ore)
    SELECT s.account_id, s.billing_group_id, d.period, d.category_group_id, sum(d.amount_ore)
    FROM (
      SELECT subscription_id, period, category_group_id, amount_ore FROM new_rows
      UNION ALL
      SELECT subscription_id, period, category_group_id, -amount_ore FROM old_rows
    ) d JOIN subscriptions s ON s.id = d.subscription_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.amount_ore) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A subscription moved to another account or billing group takes its figures along.
CREATE FUNCTION dashboard_deltas_move_subscriptions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.account_id <> n.account_id OR o.billing_group_id <> n.billing_group_id
  ) THEN
    RETURN NULL;
  END IF;
  WITH moved AS (
    SELECT o.id, k.sign, k.account_id, k.billing_group_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (-1, o.account_id, o.billing_group_id), (1, n.account_id, n.billing_group_id))
      AS k(sign, account_id, billing_group_id)
    WHERE o.account_id <> n.account_id OR o.billing_group_id <> n.billing_group_id
  )
  INSERT INTO dashboard_cost_deltas (account_id, billing_group_id, period, subscriptions, total_ore, covered_ore,
    deducted_ore, work_ore, private_ore)
  SELECT m.account_id, m.billing_group_id, c.period, sum(m.sign), sum(m.sign * c.total_ore),
    sum(m.sign * c.covered_ore), sum(m.sign * c.deducted_ore), sum(m.sign * c.work_ore), sum(m.sign * c.private_ore)
  FROM moved m JOIN subscription_month_costs c ON c.subscription_id = m.id
  GROUP BY 1, 2, 3;
  WITH moved AS (
    SELECT o.id, k.sign, k.account_id, k.billing_group_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (-1, o.account_id, o.billing_group_id), (1, n.account_id, n.billing_group_id))
      AS k(sign, account_id, billing_group_id)
    WHERE o.account_id <> n.account_id OR o.billing_group_id <> n.billing_group_id
  )
  INSERT INTO dashboard_usage_deltas (account_id, billing_group_id, period, category_group_id, amount_ore)
  SELECT m.account_id, m.billing_group_id, u.period, u.category_group_id, sum(m.sign * u.amount_ore)
  FROM moved m JOIN usage_monthly u ON u.subscription_id = m.id
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The usual cost of every month of the subscriptions whose month totals changed: the median of the six months
-- before and how many of them are on record (modules/dashboard/bill-shock.ts, BILL_SHOCK_RULE.months).
CREATE FUNCTION dashboard_usual_costs_refresh(subscription_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_usual_costs WHERE subscription_id = ANY (subscription_ids);
  INSERT INTO dashboard_usual_costs (subscription_id, period, usual_ore, history_months)
  SELECT c.subscription_id, c.period, h.usual, h.months
  FROM subscription_month_costs c
  CROSS JOIN LATERAL (
    SELECT coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY p.total_ore), 0) AS usual, count(*)::int AS months
    FROM subscription_month_costs p
    WHERE p.subscription_id = c.subscription_id
      AND p.period >= (c.period - interval '6 months')::date AND p.period < c.period
  ) h
  WHERE c.subscription_id = ANY (subscription_ids)
  ON CONFLICT (subscription_id, period) DO UPDATE
    SET usual_ore = excluded.usual_ore, history_months = excluded.history_months;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_usual_costs_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT subscription_id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT subscription_id) INTO changed FROM old_rows;
  ELSE
    -- Approvals and reports change deductions, not totals: only a changed total moves the usual.
    SELECT array_agg(DISTINCT n.subscription_id) INTO changed
    FROM new_rows n JOIN old_rows o ON o.subscription_id = n.subscription_id AND o.period = n.period
    WHERE n.total_ore <> o.total_ore;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM dashboard_usual_costs_refresh(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_cost_deltas_insert AFTER INSERT ON subscription_month_costs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_cost_deltas_append();
--> statement-breakpoint
CREATE TRIGGER dashboard_cost_deltas_update AFTER UPDATE ON subscription_month_costs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_cost_deltas_append();
--> statement-breakpoint
CREATE TRIGGER dashboard_cost_deltas_delete AFTER DELETE ON subscription_month_costs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_cost_deltas_append();
--> statement-breakpoint
CREATE TRIGGER dashboard_usual_costs_insert AFTER INSERT ON subscription_month_costs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_usual_costs_append();
--> statement-breakpoint
CREATE TRIGGER dashboard_usual_costs_update AFTER UPDATE ON subscription_month_costs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_usual_costs_append();
--> statement-breakpoint
CREATE TRIGGER dashboard_usual_costs_delete AFTER DELETE ON subscription_month_costs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_usual_costs_append();
--> statement-breakpoint
CREATE TRIGGER dashboard_usage_deltas_insert AFTER INSERT ON usage_monthly
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_usage_deltas_append();
--> statement-breakpoint
CREATE TRIGGER dashboard_usage_deltas_update AFTER UPDATE ON usage_monthly
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_usage_deltas_append();
--> statement-breakpoint
CREATE TRIGGER dashboard_usage_deltas_delete AFTER DELETE ON usage_monthly
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_usage_deltas_append();
--> statement-breakpoint
CREATE TRIGGER dashboard_deltas_move AFTER UPDATE ON subscriptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_deltas_move_subscriptions();
--> statement-breakpoint
-- Figures written before this migration.
INSERT INTO dashboard_cost_deltas (account_id, billing_group_id, period, subscriptions, total_ore, covered_ore,
  deducted_ore, work_ore, private_ore)
SELECT s.account_id, s.billing_group_id, c.period, count(*), sum(c.total_ore), sum(c.covered_ore),
  sum(c.deducted_ore), sum(c.work_ore), sum(c.private_ore)
FROM subscription_month_costs c JOIN subscriptions s ON s.id = c.subscription_id
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO dashboard_usage_deltas (account_id, billing_group_id, period, category_group_id, amount_ore)
SELECT s.account_id, s.billing_group_id, u.period, u.category_group_id, sum(u.amount_ore)
FROM usage_monthly u JOIN subscriptions s ON s.id = u.subscription_id
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
SELECT dashboard_usual_costs_refresh(array_agg(DISTINCT subscription_id)) FROM subscription_month_costs;
--> statement-breakpoint
-- The month's most expensive subscriptions come straight from an index, and waiting content services are few.
CREATE INDEX subscription_month_costs_period_total_idx ON subscription_month_costs (period, total_ore DESC, subscription_id);
--> statement-breakpoint
CREATE INDEX content_services_pending_idx ON content_services (charge_date) WHERE deduct_status = 'work';
