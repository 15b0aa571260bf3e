-- Checkout prices the cart's lines (shop_checkout), in product id order: each product must be
-- live ('SC409' unavailable, with its id, for the message), and its price comes from the product
-- as it is now (shop_tier_price; 'SC409' tier when the price type is gone); 'SC400' cart-empty.
-- The stock is taken once the lines are written, line by line from the lots (shop_take_order).
-- Answers the order's lines, in the order_items row shape without ids, for the order's writer.
CREATE OR REPLACE FUNCTION shop_checkout_take_cart(p_user_id uuid, p_today date)
RETURNS order_items[]
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_line record;
  v_product products;
  v_item order_items;
  v_items order_items[] := '{}';
BEGIN
  FOR v_line IN
    SELECT product_id, price_type, quantity
      FROM cart_items WHERE user_id = p_user_id
      ORDER BY product_id, created_at, id
  LOOP
    -- Locked now, before the order's lines reference it: a delete of the product waits for
    -- this checkout (and then archives it), or, when it came first, the product is gone here.
    SELECT * INTO v_product FROM products WHERE id = v_line.product_id AND archived_at IS NULL
      FOR NO KEY UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE =
        json_build_object('reason', 'unavailable', 'productId', v_line.product_id)::text;
    END IF;
    v_item := shop_priced_line(v_product, v_line.price_type, v_line.quantity);
    v_items := v_items || v_item;
  END LOOP;
  IF cardinality(v_items) = 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE = json_build_object('reason', 'cart-empty')::text;
  END IF;
  RETURN v_items;
END;
$$;
