-- A month's number, year × 12 + month − 1, so months are counted by subtraction: how
-- customer_months numbers its array elements (docs/decisions/0083).
CREATE OR REPLACE FUNCTION shop_month_number(p_day date) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT (extract(year FROM p_day) * 12 + extract(month FROM p_day) - 1)::integer
$$;
