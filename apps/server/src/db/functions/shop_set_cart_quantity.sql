-- Sets the quantity of one cart line (update-cart), under add to cart's rules
-- (shop_add_to_cart.sql): the user's row is the cart lock; the cart may not hold more units of
-- a product, over all its lines, than its stock. The line must be in the cart; lowering a line
-- is always allowed, even when the product has meanwhile run short (checkout decides then).
-- Refusals: 'SC404' (no such line) and 'SC409' (stock), with a small JSON reason. The answer is
-- the cart's lines, as shop_add_to_cart gives them.
CREATE OR REPLACE FUNCTION shop_set_cart_quantity(
  p_user_id uuid,
  p_product_id uuid,
  p_price_type text,
  p_quantity integer
) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_line cart_items;
  v_product record;
  v_others integer;
BEGIN
  PERFORM 1 FROM users WHERE id = p_user_id FOR NO KEY UPDATE;

  SELECT * INTO v_line FROM cart_items
    WHERE user_id = p_user_id AND product_id = p_product_id AND price_type = p_price_type;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'SC404', MESSAGE = json_build_object('reason', 'no-line')::text;
  END IF;
  IF p_quantity > v_line.quantity THEN
    SELECT name, stock INTO v_product FROM products WHERE id = p_product_id;
    SELECT coalesce(sum(quantity), 0)::integer INTO v_others
      FROM cart_items WHERE user_id = p_user_id AND product_id = p_product_id AND id <> v_line.id;
    IF v_others + p_quantity > v_product.stock THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object('reason', 'stock',
        'name', v_product.name, 'stock', v_product.stock, 'inCart', v_others)::text;
    END IF;
  END IF;

  UPDATE cart_items SET quantity = p_quantity WHERE id = v_line.id;

  RETURN shop_cart_lines(p_user_id);
END;
$$;
