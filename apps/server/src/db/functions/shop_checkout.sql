-- Checkout in one round trip (docs/decisions/0050), with the checkout service's rules:
-- - the session is confirmed: the user exists, is a customer and the token's version is theirs;
-- - the user's row is the cart lock, so a retry with the same Idempotency-Key waits for the first
--   attempt and then finds its order. It answers that order only when it asks for the same thing
--   (docs/decisions/0064): the same details (p_request_hash, the service's sha256 of the validated
--   body) and, when the cart is not empty, the same lines (shop_cart_fingerprint); otherwise, or
--   when that order's customer info has been cleared, it is refused (422). An order from before
--   fingerprints were kept is answered as before;
-- - p_date_refused: the pickup date breaks the shop's date rules (closed, past the cut-off); only
--   a retry of an order already made goes through, anything else is refused (409);
-- - stock is taken by shop_take_stock (enough left, not deleted, sellable on p_today) in product
--   id order, the order every stock change locks rows in;
-- - prices come from the products as they are now (shop_tier_price); the order (numbered by
--   order_number_seq, its column's default) and its line snapshots are written and the cart emptied.
-- - a delivery order names an active delivery area whenever one exists; its fee is the area's,
--   nothing from the area's free-from subtotal up; the order keeps the area's name;
-- - with a daily limit, the day's orders of that kind (not declined or cancelled) are counted
--   under a lock on that day and kind, so concurrent checkouts never pass the limit;
-- - the subtotal must reach the shop's minimum order.
-- The date rules (closed days, cut-off) are checked before the call (settings.ts, dateRefusal),
-- which says whether they refuse the date (p_date_refused).
-- Any refusal raises SQLSTATE 'SC401', 'SC400', 'SC409' or 'SC422' with a small JSON reason
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
  p_max_total numeric,
  p_zone_id uuid,
  p_payment_method text,
  p_gcash_reference text,
  p_sms_updates boolean,
  p_min_subtotal numeric,
  p_day_limit integer,
  p_request_hash text,
  p_date_refused boolean
) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_order orders;
  v_replayed boolean := false;
  v_line record;
  v_product products;
  v_price numeric;
  v_total numeric := 0;
  v_zone delivery_zones;
  v_fee numeric := 0;
  v_booked integer;
  v_items json;
  v_cart_hash text;
  -- The order's lines, gathered while stock is taken, then written in one insert.
  v_product_ids uuid[] := '{}';
  v_names text[] := '{}';
  v_descriptions text[] := '{}';
  v_categories text[] := '{}';
  v_price_types text[] := '{}';
  v_unit_prices numeric[] := '{}';
  v_units text[] := '{}';
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
    IF v_replayed THEN
      IF v_order.customer_info_cleared_at IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'SC422', MESSAGE =
          json_build_object('reason', 'idempotency-mismatch')::text;
      END IF;
      IF v_order.idempotency_fingerprint IS NOT NULL THEN
        -- The first attempt emptied the cart: an empty cart is what its retry finds.
        v_cart_hash := shop_cart_fingerprint(p_user_id);
        IF split_part(v_order.idempotency_fingerprint, ':', 1) IS DISTINCT FROM p_request_hash
           OR (v_cart_hash IS NOT NULL
               AND split_part(v_order.idempotency_fingerprint, ':', 2) <> v_cart_hash) THEN
          RAISE EXCEPTION USING ERRCODE = 'SC422', MESSAGE =
            json_build_object('reason', 'idempotency-mismatch')::text;
        END IF;
      END IF;
    END IF;
  END IF;

  IF NOT v_replayed THEN
    IF p_date_refused THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object('reason', 'date')::text;
    END IF;
    IF p_delivery_mode = 'delivery' THEN
      IF p_zone_id IS NULL THEN
        IF EXISTS (SELECT 1 FROM delivery_zones WHERE active) THEN
          RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE =
            json_build_object('reason', 'zone-required')::text;
        END IF;
      ELSE
        SELECT * INTO v_zone FROM delivery_zones WHERE id = p_zone_id AND active;
        IF NOT FOUND THEN
          RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE =
            json_build_object('reason', 'zone-unavailable')::text;
        END IF;
      END IF;
    END IF;

    IF p_day_limit IS NOT NULL THEN
      -- One lock per day and kind: checkouts for the same day queue here, and each counts what
      -- the ones before it committed (each statement sees what committed before it started).
      PERFORM pg_advisory_xact_lock(hashtext('shop-day:' || p_delivery_mode || ':' || p_pickup_date));
      SELECT count(*)::integer INTO v_booked FROM orders
        WHERE pickup_date = p_pickup_date AND delivery_mode = p_delivery_mode
          AND status NOT IN ('declined', 'cancelled');
      IF v_booked >= p_day_limit THEN
        RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object(
          'reason', 'day-full', 'date', p_pickup_date, 'deliveryMode', p_delivery_mode)::text;
      END IF;
    END IF;

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
      v_units := v_units || shop_tier_unit(v_product.price_unit, v_product.half_price_unit,
                                           v_product.retail_price_unit, v_line.price_type);
      v_quantities := v_quantities || v_line.quantity;
    END LOOP;
    IF cardinality(v_product_ids) = 0 THEN
      RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE = json_build_object('reason', 'cart-empty')::text;
    END IF;
    IF p_min_subtotal IS NOT NULL AND v_total < p_min_subtotal THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object(
        'reason', 'minimum', 'minimum', p_min_subtotal::text, 'subtotal', v_total::text)::text;
    END IF;
    IF v_zone.id IS NOT NULL AND NOT (v_zone.free_from IS NOT NULL AND v_total >= v_zone.free_from) THEN
      v_fee := v_zone.fee;
    END IF;
    IF v_total + v_fee > p_max_total THEN
      RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE = json_build_object('reason', 'total')::text;
    END IF;

    IF p_idempotency_key IS NOT NULL THEN
      v_cart_hash := shop_cart_fingerprint(p_user_id);
    END IF;
    INSERT INTO orders (user_id, customer_name, phone_number, address, pickup_date,
                        delivery_mode, subtotal, delivery_fee, total_amount, delivery_zone_id,
                        delivery_zone_name, payment_method, gcash_reference, sms_updates,
                        idempotency_key, idempotency_fingerprint)
      VALUES (p_user_id, p_customer_name, p_phone_number, p_address, p_pickup_date,
              p_delivery_mode, v_total, v_fee, v_total + v_fee, v_zone.id, v_zone.name,
              p_payment_method, p_gcash_reference, p_sms_updates, p_idempotency_key,
              CASE WHEN p_idempotency_key IS NOT NULL THEN p_request_hash || ':' || v_cart_hash END)
      RETURNING * INTO v_order;
    INSERT INTO order_items (order_id, product_id, name, description, category, price_type,
                             unit_price, unit, quantity)
      SELECT v_order.id, l.* FROM unnest(v_product_ids, v_names, v_descriptions, v_categories,
                                         v_price_types, v_unit_prices, v_units, v_quantities) AS l;
    DELETE FROM cart_items WHERE user_id = p_user_id;
  END IF;

  SELECT json_agg(json_build_object(
           'id', i.id, 'orderId', i.order_id, 'productId', i.product_id, 'name', i.name,
           'description', i.description, 'category', i.category, 'priceType', i.price_type,
           'unitPrice', i.unit_price::text, 'unit', i.unit, 'quantity', i.quantity))
    INTO v_items FROM order_items i WHERE i.order_id = v_order.id;
  RETURN json_build_object(
    'replayed', v_replayed,
    'order', json_build_object(
      'id', v_order.id, 'orderNumber', v_order.order_number, 'userId', v_order.user_id,
      'status', v_order.status,
      'customerName', v_order.customer_name, 'phoneNumber', v_order.phone_number,
      'address', v_order.address, 'pickupDate', v_order.pickup_date,
      'deliveryMode', v_order.delivery_mode, 'subtotal', v_order.subtotal::text,
      'deliveryFee', v_order.delivery_fee::text, 'totalAmount', v_order.total_amount::text,
      'deliveryZoneId', v_order.delivery_zone_id, 'deliveryZoneName', v_order.delivery_zone_name,
      'paymentMethod', v_order.payment_method, 'gcashReference', v_order.gcash_reference,
      'paid', v_order.paid, 'paidAt', v_order.paid_at, 'paidBy', v_order.paid_by,
      'smsUpdates', v_order.sms_updates,
      'customerInfoClearedAt', v_order.customer_info_cleared_at,
      'idempotencyKey', v_order.idempotency_key,
      'idempotencyFingerprint', v_order.idempotency_fingerprint, 'createdAt', v_order.created_at),
    'items', coalesce(v_items, '[]'::json));
END;
$$;
