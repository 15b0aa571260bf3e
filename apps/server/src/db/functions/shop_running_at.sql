-- A customer_months running sum through the end of p_month (a 1st): its element for that month,
-- the last element for months after the last one kept (nothing changed since), null before
-- p_first or with no row (the caller counts that as 0). docs/decisions/0083.
CREATE OR REPLACE FUNCTION shop_running_at(
  p_running anycompatiblearray,
  p_first date,
  p_month date
) RETURNS anycompatible
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_month >= p_first THEN
    p_running[least(((extract(year FROM p_month) - extract(year FROM p_first)) * 12
                     + extract(month FROM p_month) - extract(month FROM p_first))::integer + 1,
                    cardinality(p_running))]
  END
$$;
