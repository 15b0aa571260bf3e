-- A customer_months running sum (first month number p_first, null for a new row) with p_delta
-- added in month number p_month: every month from p_month on carries it. The answer starts at
-- the earlier of p_first and p_month and runs to the later of its last month and p_month, so
-- the caller's new first month is least(p_first, p_month).
CREATE OR REPLACE FUNCTION shop_running_add(
  p_running anycompatiblearray,
  p_first integer,
  p_month integer,
  p_delta anycompatible
) RETURNS anycompatiblearray
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(coalesce(shop_running_at(p_running, p_first, m), 0)
                   + CASE WHEN m >= p_month THEN p_delta ELSE 0 END ORDER BY m)
    FROM generate_series(least(p_first, p_month),
                         greatest(p_first + cardinality(p_running) - 1, p_month)) m
$$;
