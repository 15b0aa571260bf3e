-- Checkout in one round trip (docs/decisions/0050), with the checkout service's rules:
-- - the session is confirmed: the user exists, is a customer and the token's version is theirs;
-- - the user's row is the cart lock, so a retry with the same Idempotency-Key waits for the first
--   attempt and then finds its order;
-- - stock is taken by shop_take_stock (enough left, not deleted, sellable on p_today) in product
--   id order, the order every stock change locks rows in;
-- - prices come from the products as they are now (shop_tier_price); the order (numbered by
--   order_number_seq, its column's default) and its line snapshots are written and the cart emptied.
-- Any refusal raises SQLSTATE 'SC401', 'SC400' or 'SC409' with a small JSON reason
-- (orders.repository parses it; the service turns it into the customer's message), so a refused
-- call changes nothing.
-- The work is a handful of statements on purpose: every statement costs an executor start, and
-- the checkout is the busiest write.
CREATE OR REPLACE FUNCTION shop_checkout(
  p_user_id uuid,
  p_token_version integer,
  p_idempotency_key text,
  p_customer_name text,
  p_phone_number text,
  p_address text,
  p_pickup_date date,
  p_delivery_mode text,
  p_today date,
  p_max_total numeric
) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_order orders;
  v_replayed boolean := false;
  v_line record;
  v_product products;
  v_price numeric;
  v_total numeric := 0;
  v_items json;
  -- The order's lines, gathered while stock is taken, then written in one insert.
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
    v_replayed := FOUND;
  END IF;

  IF NOT v_replayed THEN
    -- The cart's lines in product order; the first line of each product takes the stock for
    -- all of that product's lines (one product can sit in the cart at several price types).
    FOR v_line IN
      SELECT product_id, price_type, quantity,
             row_number() OVER (PARTITION BY product_id ORDER BY created_at, id) AS nth,
             sum(quantity) OVER (PARTITION BY product_id)::integer AS units
        FROM cart_items WHERE user_id = p_user_id
        ORDER BY product_id, created_at, id
    LOOP
      IF v_line.nth = 1 THEN
        v_product := shop_take_stock(v_line.product_id, v_line.units, p_today);
        IF v_product.id IS NULL THEN
          RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE =
            json_build_object('reason', 'unavailable', 'productId', v_line.product_id)::text;
        END IF;
      END IF;
      v_price := shop_tier_price(v_product.price, v_product.half_price, v_product.retail_price,
                                 v_line.price_type);
      IF v_price IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object(
          'reason', 'tier', 'priceType', v_line.price_type, 'name', v_product.name)::text;
      END IF;
      v_total := v_total + v_price * v_line.quantity;
      v_product_ids := v_product_ids || v_product.id;
      v_names := v_names || v_product.name;
      v_descriptions := v_descriptions || v_product.description;
      v_categories := v_categories || v_product.category;
      v_price_types := v_price_types || v_line.price_type;
      v_unit_prices := v_unit_prices || v_price;
      v_quantities := v_quantities || v_line.quantity;
    END LOOP;
    IF cardinality(v_product_ids) = 0 THEN
      RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE = json_build_object('reason', 'cart-empty')::text;
    END IF;
    IF v_total > p_max_total THEN
      RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE = json_build_object('reason', 'total')::text;
    END IF;

    INSERT INTO orders (user_id, customer_name, phone_number, address, pickup_date,
                        delivery_mode, total_amount, idempotency_key)
      VALUES (p_user_id, p_customer_name, p_phone_number, p_address, p_pickup_date,
              p_delivery_mode, v_total, p_idempotency_key)
      RETURNING * INTO v_order;
    INSERT INTO order_items (order_id, product_id, name, description, category, price_type,
                             unit_price, quantity)
      SELECT v_order.id, l.* FROM unnest(v_product_ids, v_names, v_descriptions, v_categories,
                                         v_price_types, v_unit_prices, v_quantities) AS l;
    DELETE FROM cart_items WHERE user_id = p_user_id;
  END IF;

  SELECT json_agg(json_build_object(
           'id', i.id, 'orderId', i.order_id, 'productId', i.product_id, 'name', i.name,
           'description', i.description, 'category', i.category, 'priceType', i.price_type,
           'unitPrice', i.unit_price::text, 'quantity', i.quantity))
    INTO v_items FROM order_items i WHERE i.order_id = v_order.id;
  RETURN json_build_object(
    'replayed', v_replayed,
    'order', json_build_object(
      'id', v_order.id, 'orderNumber', v_order.order_number, 'userId', v_order.user_id,
      'status', v_order.status,
      'customerName', v_order.customer_name, 'phoneNumber', v_order.phone_number,
      'address', v_order.address, 'pickupDate', v_order.pickup_date,
      'deliveryMode', v_order.delivery_mode, 'totalAmount', v_order.total_amount::text,
      'customerInfoClearedAt', v_order.customer_info_cleared_at,
      'idempotencyKey', v_order.idempotency_key, 'createdAt', v_order.created_at),
    'items', coalesce(v_items, '[]'::json));
END;
$$;
