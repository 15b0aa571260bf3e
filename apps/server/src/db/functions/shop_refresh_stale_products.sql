-- Redoes the stock figures of the live products whose figures are not true on p_today (a lot
-- left the 92-day window since, or they were computed for a later day, or never), in id order
-- (the order stock rows are locked in). The listing calls it first and the daily job too; the
-- check reads the two small indexes on sellable_from and sellable_through. Answers how many.
CREATE OR REPLACE FUNCTION shop_refresh_stale_products(p_today date) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_id uuid;
  v_count integer := 0;
BEGIN
  FOR v_id IN
    SELECT id FROM products
      WHERE (sellable_from IS NULL OR sellable_from > p_today OR sellable_through < p_today)
        AND archived_at IS NULL
      ORDER BY id FOR NO KEY UPDATE
  LOOP
    PERFORM shop_refresh_product(v_id, p_today);
    v_count := v_count + 1;
  END LOOP;
  RETURN v_count;
END;
$$;
