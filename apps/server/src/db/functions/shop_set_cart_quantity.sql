-- Sets the quantity of one cart line (update-cart), under add to cart's rules
-- (shop_add_to_cart.sql): the user's row is the cart lock; the cart's lines of a product may not
-- take more stock units (quantity × tier size) than its sellable lots hold. The line must be in the cart; lowering a line
-- is always allowed, even when the product has meanwhile run short (checkout decides then).
-- Refusals: 'SC404' (no such line) and 'SC409' (stock), with a small JSON reason. The answer is
-- the cart's lines, as shop_add_to_cart gives them.
CREATE OR REPLACE FUNCTION shop_set_cart_quantity(
  p_user_id uuid,
  p_product_id uuid,
  p_price_type text,
  p_quantity integer,
  p_today date
) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_line cart_items;
  v_product products;
  v_size numeric;
  v_others numeric;
BEGIN
  PERFORM 1 FROM users WHERE id = p_user_id FOR NO KEY UPDATE;

  SELECT * INTO v_line FROM cart_items
    WHERE user_id = p_user_id AND product_id = p_product_id AND price_type = p_price_type;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'SC404', MESSAGE = json_build_object('reason', 'no-line')::text;
  END IF;
  IF p_quantity > v_line.quantity THEN
    v_product := shop_fresh_product(p_product_id, p_today);
    v_size := shop_tier_size(v_product.price_size, v_product.half_price_size,
                             v_product.retail_price_size, p_price_type);
    -- What the product's other lines take: all of its lines less this one.
    SELECT units - v_line.quantity * coalesce(v_size, 0) INTO v_others
      FROM shop_cart_holds(p_user_id, v_product, p_price_type);
    IF v_product.id IS NULL
       OR v_others + p_quantity * v_size > v_product.sellable_quantity THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object('reason', 'stock',
        'name', coalesce(v_product.name, ''),
        'stock', coalesce(floor(v_product.sellable_quantity / v_size)::integer, 0),
        'inCart', coalesce(ceil(v_others / v_size)::integer, 0))::text;
    END IF;
  END IF;

  UPDATE cart_items SET quantity = p_quantity WHERE id = v_line.id;

  RETURN shop_cart_lines(p_user_id);
END;
$$;
