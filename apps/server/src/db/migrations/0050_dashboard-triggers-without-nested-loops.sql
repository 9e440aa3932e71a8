-- The dashboard's statement-level triggers compared a statement's old and new rows with a join of the two
-- transition tables. PL/pgSQL keeps a function's plan for the session, made for the first statement's few rows, so
-- a later statement of thousands of rows ran it as a nested loop: 13 000 changed month costs made 169 million
-- comparisons (112 s) in one recompute. A set difference (EXCEPT: hashed or sorted, never a nested loop) answers
-- the same question.
CREATE OR REPLACE FUNCTION dashboard_usual_costs_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT subscription_id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT subscription_id) INTO changed FROM old_rows;
  ELSE
    -- Approvals and reports change deductions, not totals: only a changed total moves the usual.
    SELECT array_agg(DISTINCT subscription_id) INTO changed
    FROM (
      SELECT subscription_id, period, total_ore FROM new_rows
      EXCEPT
      SELECT subscription_id, period, total_ore FROM old_rows
    ) d;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM dashboard_usual_costs_refresh(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A subscription moved to another account or billing group takes its figures along.
CREATE OR REPLACE FUNCTION dashboard_deltas_move_subscriptions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT id, account_id, billing_group_id FROM new_rows
    EXCEPT
    SELECT id, account_id, billing_group_id FROM old_rows
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
