-- Checkout writes the order (shop_checkout) from its taken lines (shop_checkout_take_cart) and
-- area (shop_checkout_zone), with the details of the checkout's document (p_checkout, as
-- shop_checkout takes it):
-- - the subtotal must reach the shop's minimum order (minSubtotal; 'SC409' minimum);
-- - the fee is the area's by shop_delivery_fee (nothing without an area), and the total may not
--   pass maxTotal ('SC400' total);
-- - the order (numbered by order_number_seq, its column's default, keeping the area's name and,
--   with an Idempotency-Key, what it asked for: "<details hash>:<cart hash>") and its line
--   snapshots are written, and the cart emptied;
-- - a GCash reference another order already carries is refused ('SC409' gcash-reused, with
--   that order's number; shop_gcash_reference_owner).
-- Answers the order's row.
CREATE OR REPLACE FUNCTION shop_checkout_write_order(
  p_checkout jsonb,
  p_items order_items[],
  p_zone delivery_zones
) RETURNS orders
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_user_id uuid := (p_checkout->>'userId')::uuid;
  v_key text := p_checkout->>'idempotencyKey';
  v_minimum numeric := (p_checkout->>'minSubtotal')::numeric;
  v_total numeric;
  v_fee numeric;
  v_order orders;
  v_reference_owner integer;
BEGIN
  SELECT sum(i.unit_price * i.quantity) INTO v_total FROM unnest(p_items) i;
  IF v_minimum IS NOT NULL AND v_total < v_minimum THEN
    RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object(
      'reason', 'minimum', 'minimum', v_minimum::text, 'subtotal', v_total::text)::text;
  END IF;
  v_fee := coalesce(shop_delivery_fee(p_zone.fee, p_zone.free_from, v_total), 0);
  IF v_total + v_fee > (p_checkout->>'maxTotal')::numeric THEN
    RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE = json_build_object('reason', 'total')::text;
  END IF;

  IF p_checkout->>'gcashReference' IS NOT NULL THEN
    v_reference_owner := shop_gcash_reference_owner(p_checkout->>'gcashReference', NULL);
    IF v_reference_owner IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object(
        'reason', 'gcash-reused', 'orderNumber', v_reference_owner)::text;
    END IF;
  END IF;

  INSERT INTO orders (user_id, customer_name, phone_number, address, pickup_date,
                      delivery_mode, subtotal, delivery_fee, total_amount, delivery_zone_id,
                      delivery_zone_name, payment_method, gcash_reference, sms_updates,
                      idempotency_key, idempotency_fingerprint)
    VALUES (v_user_id, p_checkout->>'customerName', p_checkout->>'phoneNumber',
            p_checkout->>'address', (p_checkout->>'pickupDate')::date,
            p_checkout->>'deliveryMode', v_total, v_fee, v_total + v_fee, p_zone.id, p_zone.name,
            p_checkout->>'paymentMethod', p_checkout->>'gcashReference',
            (p_checkout->>'smsUpdates')::boolean, v_key,
            CASE WHEN v_key IS NOT NULL
              THEN (p_checkout->>'requestHash') || ':' || shop_cart_fingerprint(v_user_id) END)
    RETURNING * INTO v_order;
  INSERT INTO order_items (order_id, product_id, name, description, category, price_type,
                           unit_price, unit, quantity)
    SELECT v_order.id, i.product_id, i.name, i.description, i.category, i.price_type,
           i.unit_price, i.unit, i.quantity
      FROM unnest(p_items) i;
  DELETE FROM cart_items WHERE user_id = v_user_id;
  RETURN v_order;
END;
$$;
