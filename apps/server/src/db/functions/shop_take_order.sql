-- Takes an order's stock, line by line, first expired first out (shop_take_lots): each line
-- takes its quantity × its tier's size, in product id order (the order stock rows are locked
-- in). Checkout (p_sellable_only: a customer gets only sellable lots) and staff approving a
-- declined order call it. A product that is gone or short raises 'SC409' unavailable with its id,
-- so the caller's transaction, and anything taken before, is undone. Then the products' figures
-- follow their lots (shop_refresh_products, once for all the lines).
CREATE OR REPLACE FUNCTION shop_take_order(
  p_order_id uuid,
  p_today date,
  p_sellable_only boolean,
  p_user_id uuid
) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_line record;
BEGIN
  FOR v_line IN
    SELECT i.id, i.product_id,
           i.quantity * shop_tier_size(p.price_size, p.half_price_size, p.retail_price_size,
                                       i.price_type) AS units
      FROM order_items i JOIN products p ON p.id = i.product_id
      WHERE i.order_id = p_order_id
      ORDER BY i.product_id, i.id
  LOOP
    IF NOT shop_take_lots(v_line.product_id, v_line.units, p_today, p_sellable_only, v_line.id,
                          p_order_id, p_user_id) THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE =
        json_build_object('reason', 'unavailable', 'productId', v_line.product_id)::text;
    END IF;
  END LOOP;
  PERFORM shop_refresh_products(
    ARRAY(SELECT DISTINCT product_id FROM order_items WHERE order_id = p_order_id), p_today);
END;
$$;
