-- The usual costs are refreshed from each subscription's first changed month on, not over its whole history: a
-- month's usual is the median of the six months before it, so a change of one month's total moves that month's row
-- and the usual of later months only. The usage ingest changes the current month of each touched subscription, and
-- the full refresh (every month of 1 000 subscriptions, a median each) was most of its cost step (issue 30 §4).
CREATE FUNCTION dashboard_usual_costs_refresh_from(subscription_ids int[], first_periods date[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_usual_costs u
  USING unnest(subscription_ids, first_periods) AS f(subscription_id, first_period)
  WHERE u.subscription_id = f.subscription_id AND u.period >= f.first_period;
  INSERT INTO dashboard_usual_costs (subscription_id, period, total_ore, usual_ore, history_months)
  SELECT c.subscription_id, c.period, c.total_ore, h.usual, h.months
  FROM unnest(subscription_ids, first_periods) AS f(subscription_id, first_period)
  JOIN subscription_month_costs c ON c.subscription_id = f.subscription_id AND c.period >= f.first_period
  CROSS JOIN LATERAL (
    SELECT coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY p.total_ore), 0) AS usual, count(*)::int AS months
    FROM subscription_month_costs p
    WHERE p.subscription_id = c.subscription_id
      AND p.period >= (c.period - interval '6 months')::date AND p.period < c.period
  ) h
  ON CONFLICT (subscription_id, period) DO UPDATE
    SET total_ore = excluded.total_ore, usual_ore = excluded.usual_ore, history_months = excluded.history_months;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_usual_costs_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
  firsts date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(subscription_id), array_agg(first) INTO changed, firsts
    FROM (SELECT subscription_id, min(period) AS first FROM new_rows GROUP BY 1) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(subscription_id), array_agg(first) INTO changed, firsts
    FROM (SELECT subscription_id, min(period) AS first FROM old_rows GROUP BY 1) d;
  ELSE
    -- Approvals and reports change deductions, not totals: only a changed total moves the usual. Both directions
    -- of the difference, so a row moved to another month counts from the earlier of the two.
    SELECT array_agg(subscription_id), array_agg(first) INTO changed, firsts
    FROM (
      SELECT subscription_id, min(period) AS first
      FROM (
        (SELECT subscription_id, period, total_ore FROM new_rows
         EXCEPT
         SELECT subscription_id, period, total_ore FROM old_rows)
        UNION ALL
        (SELECT subscription_id, period, total_ore FROM old_rows
         EXCEPT
         SELECT subscription_id, period, total_ore FROM new_rows)
      ) x
      GROUP BY 1
    ) d;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM dashboard_usual_costs_refresh_from(changed, firsts);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION dashboard_usual_costs_refresh(int[]);
