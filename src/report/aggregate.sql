-- The split-test report's sums from a store's exports: the same numbers as
-- src/domain/report/tally.ts computes from parsed records, so both feed reportFromCounts.
-- Standard SQL (window functions, FILTER, WITH RECURSIVE) over two flat inputs and five
-- small plan tables, so the same aggregation can run on a warehouse:
--   stats_export(at_ms, is_destination, event_type, session_id, funnel_stp_id, main_funnel_id,
--                split_testing_page_id, destination_id, split_testing_id)
--   orders_export(id, paid, at_ms, parent_order_id, session_id, funnel_stp_id, main_funnel_id, cents)
--   plan_places(place, funnel_index, step_index, main_funnel_id, variant): every page variant any
--     version of the manifest had (src/domain/report/history.ts)
--   plan_page_arms(test_index, main_funnel_id, variant, split_testing_id, from_ms, to_ms): each
--     split-test period's page arms, counting views in [from_ms, to_ms) (NULL: open)
--   plan_destinations(destination_index, destination_id)
--   plan_destination_tests(test_index, destination_id, from_ms, to_ms)
--   plan_arms(test_index, arm_index, arm)
-- Statements run in order; each `-- result:` names the rows the next SELECT hands back.

-- The stats events the report counts (a page of a configured funnel, or a configured
-- destination), read once and coded against the plan.
CREATE TEMP TABLE events AS
SELECT
  s.at_ms,
  s.session_id,
  pl.place,
  s.main_funnel_id,
  s.funnel_stp_id,
  s.split_testing_page_id,
  s.event_type = 'Page View' AS page_view,
  d.destination_index,
  d.destination_id,
  CASE WHEN d.destination_index IS NOT NULL THEN COALESCE(s.split_testing_id, d.destination_id) END AS destination_arm
FROM stats_export s
LEFT JOIN plan_places pl
  ON NOT s.is_destination AND s.funnel_stp_id IS NOT NULL
  AND pl.main_funnel_id = s.main_funnel_id AND pl.variant = s.funnel_stp_id
LEFT JOIN plan_destinations d ON s.is_destination AND d.destination_id = s.destination_id
WHERE s.session_id IS NOT NULL AND (pl.place IS NOT NULL OR d.destination_index IS NOT NULL);

-- Per session and page variant: first and last view, Page View events.
CREATE TEMP TABLE session_places AS
SELECT
  session_id,
  place,
  MIN(at_ms) AS first_at,
  MAX(at_ms) AS last_at,
  COUNT(*) FILTER (WHERE page_view) AS views
FROM events
WHERE place IS NOT NULL
GROUP BY session_id, place;

-- Paid orders with their session: their own statsInfo's, else their parent's (at most 5 up).
CREATE TEMP TABLE paid_orders AS
WITH RECURSIVE chain (id, ancestor, session_id, depth) AS (
  SELECT id, parent_order_id, session_id, 0 FROM orders_export
  UNION ALL
  SELECT c.id, p.parent_order_id, p.session_id, c.depth + 1
  FROM chain c JOIN orders_export p ON p.id = c.ancestor
  WHERE c.session_id IS NULL AND c.depth < 5
),
sessions AS (SELECT id, MAX(session_id) AS session_id FROM chain GROUP BY id)
SELECT o.id, s.session_id, o.at_ms, o.cents, o.parent_order_id IS NULL AS first_order, o.funnel_stp_id, o.main_funnel_id
FROM orders_export o JOIN sessions s ON s.id = o.id
WHERE o.paid;

-- Each test period's visitors: the arm of their earliest view within the period (at the same
-- millisecond, the arm that sorts first).
CREATE TEMP TABLE test_visitors AS
WITH seen AS (
  SELECT e.session_id, a.test_index, a.variant AS arm, MIN(e.at_ms) AS at_ms
  FROM events e JOIN plan_page_arms a
    ON a.main_funnel_id = e.main_funnel_id AND a.variant = e.funnel_stp_id
    AND a.split_testing_id = e.split_testing_page_id
    AND (a.from_ms IS NULL OR e.at_ms >= a.from_ms) AND (a.to_ms IS NULL OR e.at_ms < a.to_ms)
  WHERE e.place IS NOT NULL
  GROUP BY e.session_id, a.test_index, a.variant
  UNION ALL
  SELECT e.session_id, t.test_index, e.destination_arm, MIN(e.at_ms)
  FROM events e JOIN plan_destination_tests t
    ON t.destination_id = e.destination_id
    AND (t.from_ms IS NULL OR e.at_ms >= t.from_ms) AND (t.to_ms IS NULL OR e.at_ms < t.to_ms)
  WHERE e.destination_index IS NOT NULL
  GROUP BY e.session_id, t.test_index, e.destination_arm
),
ranked AS (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY session_id, test_index ORDER BY at_ms, arm) AS n FROM seen
)
SELECT r.session_id, r.test_index, a.arm_index, r.at_ms
FROM ranked r JOIN plan_arms a ON a.test_index = r.test_index AND a.arm = r.arm
WHERE r.n = 1;

-- result: sessions
-- Every session recorded, whatever funnel it saw (one retired from the manifest included).
SELECT COUNT(DISTINCT NULLIF(session_id, '')) AS sessions FROM stats_export;

-- result: arms
WITH per_visitor AS (
  SELECT
    v.test_index,
    v.arm_index,
    v.at_ms,
    COALESCE(SUM(o.cents), 0) AS cents,
    COALESCE(MAX(CASE WHEN o.first_order THEN 1 ELSE 0 END), 0) AS converted
  FROM test_visitors v
  LEFT JOIN paid_orders o ON o.session_id = v.session_id AND o.at_ms >= v.at_ms
  GROUP BY v.test_index, v.arm_index, v.session_id, v.at_ms
)
SELECT
  test_index,
  arm_index,
  COUNT(*) AS visitors,
  SUM(converted) AS conversions,
  SUM(cents) AS revenue_cents,
  SUM(cents * cents) AS revenue_squares,
  MIN(at_ms) AS first_at,
  MAX(at_ms) AS last_at
FROM per_visitor
GROUP BY test_index, arm_index;

-- result: funnels
SELECT pl.funnel_index, COUNT(DISTINCT sp.session_id) AS visitors, MAX(sp.last_at) AS last_at
FROM session_places sp JOIN plan_places pl ON pl.place = sp.place
GROUP BY pl.funnel_index;

-- result: steps
WITH session_steps AS (
  SELECT sp.session_id, pl.funnel_index, pl.step_index, MIN(sp.first_at) AS first_at, MAX(sp.last_at) AS last_at, SUM(sp.views) AS views
  FROM session_places sp JOIN plan_places pl ON pl.place = sp.place
  GROUP BY sp.session_id, pl.funnel_index, pl.step_index
),
went_on AS (
  SELECT *,
    MAX(last_at) OVER (
      PARTITION BY session_id, funnel_index ORDER BY step_index
      ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING EXCLUDE CURRENT ROW
    ) AS later_at
  FROM session_steps
),
step_views AS (
  SELECT funnel_index, step_index, SUM(views) AS views, COUNT(*) AS visitors,
    COUNT(*) FILTER (WHERE later_at >= first_at) AS continued
  FROM went_on GROUP BY funnel_index, step_index
),
step_orders AS (
  SELECT pl.funnel_index, pl.step_index, COUNT(*) AS orders, SUM(o.cents) AS revenue_cents,
    COUNT(DISTINCT o.session_id) AS buyers
  FROM paid_orders o
  JOIN plan_places pl ON pl.variant = o.funnel_stp_id AND COALESCE(o.main_funnel_id, pl.main_funnel_id) = pl.main_funnel_id
  GROUP BY pl.funnel_index, pl.step_index
)
SELECT
  COALESCE(v.funnel_index, o.funnel_index) AS funnel_index,
  COALESCE(v.step_index, o.step_index) AS step_index,
  COALESCE(v.views, 0) AS views,
  COALESCE(v.visitors, 0) AS visitors,
  COALESCE(v.continued, 0) AS continued,
  COALESCE(o.orders, 0) AS orders,
  COALESCE(o.revenue_cents, 0) AS revenue_cents,
  COALESCE(o.buyers, 0) AS buyers
FROM step_views v FULL OUTER JOIN step_orders o ON o.funnel_index = v.funnel_index AND o.step_index = v.step_index;
