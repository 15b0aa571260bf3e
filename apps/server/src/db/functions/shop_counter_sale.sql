-- A walk-in sale in one round trip (issue 27, docs/decisions/0082; as checkout, decision 50).
-- The one argument is the sale's document (counter's sales.repository sellAtCounter): cashierId,
-- idempotencyKey, fingerprint (the sha256 of the validated body), lines [{productId, priceType,
-- quantity}], customerName, phoneNumber, smsUpdates, paymentMethod, tendered, gcashReference (money as
-- numeric text, null for none), today, maxTotal, detail (the history's note for staff), and live
-- {channel, type, at} (live/hub.ts's orderNotice: the staff's screens hear of the sale).
-- 1. the cashier's earlier sale with the same key: answered as it is (replayed), or refused when
--    it asked for something else ('SC422' idempotency-mismatch);
-- 2. the cashier's open shift, held FOR SHARE so its close waits ('SC409' no-shift);
-- 3. the products, locked in id order as every stock change locks them, each line priced per its
--    tier as the product is now: gone ('SC404' product-missing), tier not sold ('SC409' tier);
-- 4. the total within maxTotal ('SC400' total); cash at least the total ('SC400' tendered-short,
--    with the total); a GCash reference no other order carries ('SC409' gcash-reused);
-- 5. the order (completed, paid, channel counter, the shop's address) and its lines; the stock
--    first expired first out from the lots not yet expired (shop_take_order: 'SC409'
--    unavailable); the sales totals (shop_record_sales); the history; the live event.
-- The caller writes the receipt's text (the outbox) in the same transaction when there is one to
-- send. A refused call changes nothing. The answer: replayed, and the sale as
-- shop_staff_order_json gives it.
CREATE OR REPLACE FUNCTION shop_counter_sale(p_sale jsonb) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_answer json;
  v_cashier uuid := (p_sale->>'cashierId')::uuid;
  v_key text := p_sale->>'idempotencyKey';
  v_method text := p_sale->>'paymentMethod';
  v_tendered numeric := (p_sale->>'tendered')::numeric;
  v_reference text := p_sale->>'gcashReference';
  v_order orders;
  v_shift_id uuid;
  v_line record;
  v_product products;
  v_item order_items;
  v_items order_items[] := '{}';
  v_total numeric := 0;
  v_reference_owner integer;
BEGIN
  SELECT * INTO v_order FROM orders
    WHERE channel = 'counter' AND sold_by = v_cashier AND idempotency_key = v_key;
  IF FOUND THEN
    IF v_order.idempotency_fingerprint IS DISTINCT FROM p_sale->>'fingerprint' THEN
      RAISE EXCEPTION USING ERRCODE = 'SC422',
        MESSAGE = json_build_object('reason', 'idempotency-mismatch')::text;
    END IF;
    RETURN json_build_object('replayed', true, 'sale', shop_staff_order_json(v_order));
  END IF;

  SELECT id INTO v_shift_id FROM shifts
    WHERE cashier_id = v_cashier AND closed_at IS NULL FOR SHARE;
  IF v_shift_id IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object('reason', 'no-shift')::text;
  END IF;

  -- Locked before the lines reference them: a delete of a product waits for this sale (and then
  -- archives it), or, when it came first, the product is gone here.
  PERFORM 1 FROM products
    WHERE id = ANY (ARRAY(SELECT (l->>'productId')::uuid
                            FROM jsonb_array_elements(p_sale->'lines') l))
      AND archived_at IS NULL
    ORDER BY id FOR NO KEY UPDATE;
  -- The lines as the cashier gave them, each refused or priced in that order.
  FOR v_line IN
    SELECT (j.line->>'productId')::uuid AS product_id, j.line->>'priceType' AS price_type,
           (j.line->>'quantity')::integer AS quantity
      FROM jsonb_array_elements(p_sale->'lines') WITH ORDINALITY AS j(line, n)
      ORDER BY j.n
  LOOP
    SELECT * INTO v_product FROM products WHERE id = v_line.product_id AND archived_at IS NULL;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'SC404',
        MESSAGE = json_build_object('reason', 'product-missing')::text;
    END IF;
    v_item := shop_priced_line(v_product, v_line.price_type, v_line.quantity);
    v_items := v_items || v_item;
    v_total := v_total + v_item.unit_price * v_item.quantity;
  END LOOP;

  IF v_total > (p_sale->>'maxTotal')::numeric THEN
    RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE = json_build_object('reason', 'total')::text;
  END IF;
  IF v_method = 'cash' AND v_tendered < v_total THEN
    RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE = json_build_object(
      'reason', 'tendered-short', 'total', v_total::text)::text;
  END IF;
  IF v_method = 'gcash' THEN
    v_reference_owner := shop_gcash_reference_owner(v_reference, NULL);
    IF v_reference_owner IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object(
        'reason', 'gcash-reused', 'orderNumber', v_reference_owner)::text;
    END IF;
  END IF;

  INSERT INTO orders (user_id, status, customer_name, phone_number, address, pickup_date,
                      delivery_mode, subtotal, delivery_fee, total_amount, payment_method,
                      gcash_reference, paid, paid_at, paid_by, sms_updates, idempotency_key,
                      idempotency_fingerprint, channel, sold_by, shift_id, tendered)
    VALUES (NULL, 'completed', p_sale->>'customerName', p_sale->>'phoneNumber',
            (SELECT address FROM shop_settings WHERE id = 1), (p_sale->>'today')::date,
            'pickup', v_total, 0, v_total, v_method,
            CASE WHEN v_method = 'gcash' THEN v_reference END, true, now(), v_cashier,
            (p_sale->>'smsUpdates')::boolean, v_key, p_sale->>'fingerprint', 'counter',
            v_cashier, v_shift_id, CASE WHEN v_method = 'cash' THEN v_tendered END)
    RETURNING * INTO v_order;
  INSERT INTO order_items (order_id, product_id, name, description, category, price_type,
                           unit_price, unit, quantity)
    SELECT v_order.id, i.product_id, i.name, i.description, i.category, i.price_type,
           i.unit_price, i.unit, i.quantity
      FROM unnest(v_items) i;
  PERFORM shop_take_order(v_order.id, (p_sale->>'today')::date, false, v_cashier);
  -- clock_timestamp(), as every status change: the history lists changes as they took effect.
  INSERT INTO order_status_events (order_id, changed_by, from_status, to_status, note, detail,
                                   changed_at)
    VALUES (v_order.id, v_cashier, 'pending', 'completed', NULL, p_sale->>'detail',
            clock_timestamp());
  PERFORM pg_notify(p_sale->'live'->>'channel', json_build_object(
    'type', p_sale->'live'->>'type', 'userId', NULL,
    'event', json_build_object('orderId', v_order.id, 'orderNumber', v_order.order_number,
                               'status', v_order.status, 'at', p_sale->'live'->>'at'))::text);
  v_answer := json_build_object('replayed', false, 'sale', shop_staff_order_json(v_order));
  -- The running totals last: every sale of an hour, channel and method adds to one sales_days
  -- row, whose lock is then held only until the commit, not through the writes above.
  PERFORM shop_record_sales(v_order.id, 1);
  RETURN v_answer;
END;
$$;
