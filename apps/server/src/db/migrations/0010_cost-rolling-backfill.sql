-- Fills the rolling sums added in 0009 for month costs stored before them (the same statement recomputeCosts runs
-- for the subscriptions it writes: modules/cost/cost.repository.ts refreshRollingSums).
UPDATE subscription_month_costs c SET
  rolling_total_ore = w.rolling_total_ore, rolling_work_ore = w.rolling_work_ore,
  rolling_private_ore = w.rolling_private_ore, rolling_deducted_ore = w.rolling_deducted_ore,
  rolling_data_bytes = w.rolling_data_bytes, ytd_deducted_ore = w.ytd_deducted_ore
FROM (
  SELECT subscription_id, period,
    sum(total_ore) OVER r12 AS rolling_total_ore, sum(work_ore) OVER r12 AS rolling_work_ore,
    sum(private_ore) OVER r12 AS rolling_private_ore, sum(deducted_ore) OVER r12 AS rolling_deducted_ore,
    sum(data_bytes) OVER r12 AS rolling_data_bytes,
    sum(deducted_ore) OVER (PARTITION BY subscription_id, date_trunc('year', period) ORDER BY period) AS ytd_deducted_ore
  FROM subscription_month_costs
  WINDOW r12 AS (PARTITION BY subscription_id ORDER BY period RANGE BETWEEN INTERVAL '11 months' PRECEDING AND CURRENT ROW)
) w
WHERE c.subscription_id = w.subscription_id AND c.period = w.period;
