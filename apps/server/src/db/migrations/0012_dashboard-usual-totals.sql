-- The usual-cost rows carry the month's own total too, so the bill-shock list reads dashboard_usual_costs alone.
CREATE OR REPLACE FUNCTION dashboard_usual_costs_refresh(subscription_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_usual_costs WHERE subscription_id = ANY (subscription_ids);
  INSERT INTO dashboard_usual_costs (subscription_id, period, total_ore, usual_ore, history_months)
  SELECT c.subscription_id, c.period, c.total_ore, h.usual, h.months
  FROM subscription_month_costs c
  CROSS JOIN LATERAL (
    SELECT coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY p.total_ore), 0) AS usual, count(*)::int AS months
    FROM subscription_month_costs p
    WHERE p.subscription_id = c.subscription_id
      AND p.period >= (c.period - interval '6 months')::date AND p.period < c.period
  ) h
  WHERE c.subscription_id = ANY (subscription_ids)
  ON CONFLICT (subscription_id, period) DO UPDATE
    SET total_ore = excluded.total_ore, usual_ore = excluded.usual_ore, history_months = excluded.history_months;
END $$;
--> statement-breakpoint
UPDATE dashboard_usual_costs u SET total_ore = c.total_ore
FROM subscription_month_costs c
WHERE c.subscription_id = u.subscription_id AND c.period = u.period;
