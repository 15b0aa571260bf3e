-- A customer_months running sum through the end of month number p_month: its element for that
-- month, the last element for months after the last one kept (nothing changed since), null
-- before p_first or with no row (the caller counts that as 0). docs/decisions/0083.
CREATE OR REPLACE FUNCTION shop_running_at(
  p_running anycompatiblearray,
  p_first integer,
  p_month integer
) RETURNS anycompatible
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_month >= p_first
              THEN p_running[least(p_month - p_first + 1, cardinality(p_running))] END
$$;
