-- Checkout in one round trip (docs/decisions.md D50). The rules are those of the checkout
-- service: the session is confirmed (the user exists, is a customer and the token's version is
-- theirs, else 'SC401'); the cart owner's row is the cart lock; a retry with the same Idempotency-Key finds
-- the first attempt's order; stock is taken with conditional updates in product id order (the
-- order every stock change locks rows in); prices come from the products as they are now; the
-- order and its line snapshots are written and the cart emptied. Any refusal raises, so the
-- whole call changes nothing. Refusals use SQLSTATE 'SC400' / 'SC409' with a JSON message that
-- the service turns into the customer's message.
CREATE FUNCTION shop_order_json(o orders, items json, replayed boolean) RETURNS json
LANGUAGE sql IMMUTABLE AS $$
  SELECT json_build_object(
    'replayed', replayed,
    'order', json_build_object(
      'id', o.id, 'userId', o.user_id, 'status', o.status, 'customerName', o.customer_name,
      'phoneNumber', o.phone_number, 'address', o.address, 'pickupDate', o.pickup_date,
      'deliveryMode', o.delivery_mode, 'totalAmount', o.total_amount::text,
      'customerInfoClearedAt', o.customer_info_cleared_at, 'idempotencyKey', o.idempotency_key,
      'createdAt', o.created_at),
    'items', items);
$$;
--> statement-breakpoint
CREATE FUNCTION shop_order_item_json(i order_items) RETURNS json
LANGUAGE sql IMMUTABLE AS $$
  SELECT json_build_object(
    'id', i.id, 'orderId', i.order_id, 'productId', i.product_id, 'name', i.name,
    'description', i.description, 'category', i.category, 'priceType', i.price_type,
    'unitPrice', i.unit_price::text, 'quantity', i.quantity);
$$;
--> statement-breakpoint
CREATE FUNCTION shop_checkout(
  p_user_id uuid,
  p_token_version integer,
  p_idempotency_key text,
  p_customer_name text,
  p_phone_number text,
  p_address text,
  p_pickup_date date,
  p_delivery_mode text,
  p_sellable_after date,
  p_max_total numeric
) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_order orders;
  v_want record;
  v_line record;
  v_product record;
  v_items json;
  v_total numeric := 0;
  v_lines integer := 0;
  -- The order's lines, gathered while the prices are checked, then written in one insert.
  v_product_ids uuid[] := '{}';
  v_names text[] := '{}';
  v_descriptions text[] := '{}';
  v_categories text[] := '{}';
  v_price_types text[] := '{}';
  v_unit_prices numeric[] := '{}';
  v_quantities integer[] := '{}';
BEGIN
  -- Each statement below sees what committed before it started (READ COMMITTED in a volatile
  -- function), so a retry that waited here finds the order its first attempt made.
  PERFORM 1 FROM users WHERE id = p_user_id AND role = 'customer'
    AND token_version = p_token_version FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'SC401', MESSAGE = json_build_object('reason', 'session')::text;
  END IF;

  IF p_idempotency_key IS NOT NULL THEN
    SELECT * INTO v_order FROM orders
      WHERE user_id = p_user_id AND idempotency_key = p_idempotency_key;
    IF FOUND THEN
      SELECT coalesce(json_agg(shop_order_item_json(i)), '[]') INTO v_items
        FROM order_items i WHERE i.order_id = v_order.id;
      RETURN shop_order_json(v_order, v_items, true);
    END IF;
  END IF;

  FOR v_want IN
    SELECT product_id, sum(quantity)::integer AS units FROM cart_items
      WHERE user_id = p_user_id GROUP BY product_id ORDER BY product_id
  LOOP
    v_lines := v_lines + 1;
    UPDATE products SET stock = stock - v_want.units
      WHERE id = v_want.product_id AND stock >= v_want.units AND archived_at IS NULL
        AND expiration_date > p_sellable_after;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409',
        MESSAGE = json_build_object('reason', 'unavailable', 'productId', v_want.product_id)::text;
    END IF;
  END LOOP;
  IF v_lines = 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE = json_build_object('reason', 'cart-empty')::text;
  END IF;

  -- Line by line with a lookup by primary key: a cart has a few lines, and a join could be
  -- planned as a scan of every product.
  FOR v_line IN
    SELECT product_id, price_type, quantity FROM cart_items
      WHERE user_id = p_user_id ORDER BY created_at, id
  LOOP
    SELECT id, name, description, category,
           CASE v_line.price_type WHEN 'price' THEN price WHEN 'halfPrice' THEN half_price
                ELSE retail_price END AS unit_price
      INTO v_product FROM products WHERE id = v_line.product_id;
    IF v_product.unit_price IS NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object(
        'reason', 'tier', 'priceType', v_line.price_type, 'name', v_product.name)::text;
    END IF;
    v_total := v_total + v_product.unit_price * v_line.quantity;
    v_product_ids := v_product_ids || v_product.id;
    v_names := v_names || v_product.name;
    v_descriptions := v_descriptions || v_product.description;
    v_categories := v_categories || v_product.category;
    v_price_types := v_price_types || v_line.price_type;
    v_unit_prices := v_unit_prices || v_product.unit_price;
    v_quantities := v_quantities || v_line.quantity;
  END LOOP;
  IF v_total > p_max_total THEN
    RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE = json_build_object('reason', 'total')::text;
  END IF;

  INSERT INTO orders (user_id, customer_name, phone_number, address, pickup_date, delivery_mode,
                      total_amount, idempotency_key)
    VALUES (p_user_id, p_customer_name, p_phone_number, p_address, p_pickup_date,
            p_delivery_mode, v_total, p_idempotency_key)
    RETURNING * INTO v_order;
  WITH inserted AS (
    INSERT INTO order_items (order_id, product_id, name, description, category, price_type,
                             unit_price, quantity)
      SELECT v_order.id, l.* FROM unnest(v_product_ids, v_names, v_descriptions, v_categories,
                                         v_price_types, v_unit_prices, v_quantities) AS l
      RETURNING *
  )
  SELECT json_agg(shop_order_item_json(inserted)) INTO v_items FROM inserted;
  DELETE FROM cart_items WHERE user_id = p_user_id;
  RETURN shop_order_json(v_order, v_items, false);
END;
$$;
