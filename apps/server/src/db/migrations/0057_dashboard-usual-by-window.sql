-- A month's usual (the median of the six months before it) from one window over each subscription's months, the
-- months before it gathered as an array, instead of an index lookup and an aggregate for every month: a batch of
-- the cost engine (1 000 subscriptions, 13 months each) refreshed in a third of the time (issue 31 §2).
CREATE OR REPLACE FUNCTION dashboard_usual_costs_refresh_from(subscription_ids int[], first_periods date[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_usual_costs u
  USING unnest(subscription_ids, first_periods) AS f(subscription_id, first_period)
  WHERE u.subscription_id = f.subscription_id AND u.period >= f.first_period;
  INSERT INTO dashboard_usual_costs (subscription_id, period, total_ore, usual_ore, history_months)
  SELECT w.subscription_id, w.period, w.total_ore,
    coalesce((SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY x) FROM unnest(w.before) x), 0),
    coalesce(cardinality(w.before), 0)
  FROM (
    SELECT c.subscription_id, c.period, c.total_ore, f.first_period,
      array_agg(c.total_ore) OVER (PARTITION BY c.subscription_id ORDER BY c.period
        RANGE BETWEEN interval '6 months' PRECEDING AND interval '1 day' PRECEDING) AS before
    FROM unnest(subscription_ids, first_periods) AS f(subscription_id, first_period)
    JOIN subscription_month_costs c ON c.subscription_id = f.subscription_id
      AND c.period >= (f.first_period - interval '6 months')::date
  ) w
  WHERE w.period >= w.first_period
  ON CONFLICT (subscription_id, period) DO UPDATE
    SET total_ore = excluded.total_ore, usual_ore = excluded.usual_ore, history_months = excluded.history_months;
END $$;
