-- Add to cart in one round trip (docs/decisions/0055), with the cart service's rules:
-- - the user's row is the cart lock, taken before anything is read, so two adds of one
--   product by one customer run one after the other and the second sees the first's line;
-- - the product must be live and sellable on p_today (shop_sellable, on its figures made true
--   that day by shop_fresh_product), priced at the price type (shop_tier_price), and the cart's
--   lines of it, each quantity × its tier's size (shop_tier_size), may not take more stock units
--   than its sellable lots hold; the refusal counts in the price type's own units;
-- - one line holds at most p_line_max units (CART_LINE_QUANTITY_MAX, also the
--   cart_items_quantity_max CHECK), however many adds it takes to get there;
-- - the line of that product and price type grows by the quantity, or is created.
-- A refusal raises SQLSTATE 'SC400', 'SC404' or 'SC409' with a small JSON reason (cart.repository
-- parses it; the service turns it into the customer's message), so a refused call changes
-- nothing. The answer is the cart's lines (shop_cart_lines).
CREATE OR REPLACE FUNCTION shop_add_to_cart(
  p_user_id uuid,
  p_product_id uuid,
  p_price_type text,
  p_quantity integer,
  p_today date,
  p_line_max integer
) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_product products;
  v_size numeric;
  v_in_cart numeric;
  v_in_line integer;
BEGIN
  PERFORM 1 FROM users WHERE id = p_user_id FOR NO KEY UPDATE;

  -- Read after the lock: each statement here sees what committed before it started.
  v_product := shop_fresh_product(p_product_id, p_today);
  IF v_product.id IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'SC404', MESSAGE = json_build_object('reason', 'not-found')::text;
  END IF;
  IF NOT shop_sellable(v_product.expiration_date, p_today) THEN
    RAISE EXCEPTION USING ERRCODE = 'SC404', MESSAGE =
      json_build_object('reason', 'unavailable', 'name', v_product.name)::text;
  END IF;
  IF shop_tier_price(v_product.price, v_product.half_price, v_product.retail_price,
                     p_price_type) IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE = json_build_object('reason', 'tier')::text;
  END IF;
  v_size := shop_tier_size(v_product.price_size, v_product.half_price_size,
                           v_product.retail_price_size, p_price_type);
  IF v_product.sellable_quantity < v_size THEN
    RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE =
      json_build_object('reason', 'sold-out', 'name', v_product.name)::text;
  END IF;
  SELECT units, in_line INTO v_in_cart, v_in_line
    FROM shop_cart_holds(p_user_id, v_product, p_price_type);
  IF v_in_cart + p_quantity * v_size > v_product.sellable_quantity THEN
    RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object('reason', 'stock',
      'name', v_product.name, 'stock', floor(v_product.sellable_quantity / v_size)::integer,
      'inCart', ceil(v_in_cart / v_size)::integer)::text;
  END IF;
  IF v_in_line + p_quantity > p_line_max THEN
    RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object('reason', 'line-max',
      'name', v_product.name, 'inLine', v_in_line)::text;
  END IF;

  INSERT INTO cart_items (user_id, product_id, price_type, quantity)
    VALUES (p_user_id, p_product_id, p_price_type, p_quantity)
    ON CONFLICT (user_id, product_id, price_type)
    DO UPDATE SET quantity = cart_items.quantity + excluded.quantity;

  RETURN shop_cart_lines(p_user_id);
END;
$$;
