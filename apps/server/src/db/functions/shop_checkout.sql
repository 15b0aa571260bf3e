-- Checkout in one round trip (docs/decisions/0050, 0070): the customer's cart becomes a pending
-- order, step by step, each step a function of its own:
-- 1. shop_checkout_session: the session, the cart lock, and a retry's earlier order (answered
--    as it is, whatever the rules say now);
-- 2. dateRefused: the pickup date breaks the shop's date rules (closed, past the cut-off; the
--    service checks them before the call, settings.ts dateRefusal): 'SC409' date;
-- 3. shop_checkout_zone: the delivery area;
-- 4. shop_checkout_book_day: the daily limit;
-- 5. shop_checkout_take_cart: the lines priced as the products are now;
-- 6. shop_checkout_write_order: the minimum, the fee and total, the order and its lines, the
--    emptied cart;
-- 7. shop_take_order: each line's stock from the sellable lots, first expired first out.
-- The one argument is the checkout's document (orders.repository's checkoutCart): userId,
-- tokenVersion, idempotencyKey, requestHash, dateRefused, customerName, phoneNumber, address,
-- pickupDate, deliveryMode, zoneId, paymentMethod, gcashReference, smsUpdates, today,
-- minSubtotal, dayLimit, maxTotal (money as numeric text, null for none).
-- Any refusal raises SQLSTATE 'SC401', 'SC400', 'SC409' or 'SC422' with a small JSON reason
-- (orders' checkout.repository parses it; the service turns it into the customer's message), so a
-- refused call changes nothing. The answer is shop_order_json's.
CREATE OR REPLACE FUNCTION shop_checkout(p_checkout jsonb) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_user_id uuid := (p_checkout->>'userId')::uuid;
  v_mode text := p_checkout->>'deliveryMode';
  v_order orders;
  v_zone delivery_zones;
  v_items order_items[];
BEGIN
  v_order := shop_checkout_session(v_user_id, (p_checkout->>'tokenVersion')::integer,
                                   p_checkout->>'idempotencyKey', p_checkout->>'requestHash');
  IF v_order.id IS NOT NULL THEN
    RETURN shop_order_json(v_order, true);
  END IF;
  IF (p_checkout->>'dateRefused')::boolean THEN
    RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object('reason', 'date')::text;
  END IF;
  v_zone := shop_checkout_zone(v_mode, (p_checkout->>'zoneId')::uuid);
  PERFORM shop_checkout_book_day((p_checkout->>'pickupDate')::date, v_mode,
                                 (p_checkout->>'dayLimit')::integer);
  v_items := shop_checkout_take_cart(v_user_id, (p_checkout->>'today')::date);
  v_order := shop_checkout_write_order(p_checkout, v_items, v_zone);
  PERFORM shop_take_order(v_order.id, (p_checkout->>'today')::date, true, v_user_id);
  RETURN shop_order_json(v_order, false);
END;
$$;
