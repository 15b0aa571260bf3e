-- Refunds p_quantity of one order line (a counter refund, issue 27): the line counts them as
-- refunded ('SC409' too-much, with what is left, when it has fewer left) and their stock goes
-- back into the lots the line took, latest-expiring lot first (undoing the end of the line's
-- first-expired-first-out take), each with a `returned` ledger row, the allocations shrinking by
-- as much. The units are the allocations' share of the line's unrefunded quantity, so a size
-- changed since the sale returns what was taken. The product row is locked first, as every lot
-- change does. A lot never passes p_quantity_max ('SC409' full with the product's id).
CREATE OR REPLACE FUNCTION shop_refund_line(
  p_order_item_id uuid,
  p_quantity integer,
  p_today date,
  p_user_id uuid,
  p_quantity_max numeric
) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_item order_items;
  v_alloc record;
  v_left numeric;
  v_back numeric;
  v_after numeric;
BEGIN
  SELECT * INTO v_item FROM order_items WHERE id = p_order_item_id;
  PERFORM 1 FROM products WHERE id = v_item.product_id FOR NO KEY UPDATE;
  IF v_item.quantity - v_item.refunded_quantity < p_quantity THEN
    RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object(
      'reason', 'too-much', 'name', v_item.name,
      'left', v_item.quantity - v_item.refunded_quantity)::text;
  END IF;
  SELECT round(coalesce(sum(quantity), 0) * p_quantity
               / (v_item.quantity - v_item.refunded_quantity), 3)
    INTO v_left FROM order_item_lots WHERE order_item_id = p_order_item_id;
  UPDATE order_items SET refunded_quantity = refunded_quantity + p_quantity
    WHERE id = p_order_item_id;
  FOR v_alloc IN
    SELECT a.lot_id, a.quantity
      FROM order_item_lots a JOIN lots l ON l.id = a.lot_id
      WHERE a.order_item_id = p_order_item_id
      ORDER BY l.expiration_date DESC, l.received_at DESC, l.id DESC
  LOOP
    EXIT WHEN v_left <= 0;
    v_back := least(v_alloc.quantity, v_left);
    UPDATE lots SET quantity = quantity + v_back
      WHERE id = v_alloc.lot_id AND quantity + v_back <= p_quantity_max
      RETURNING quantity INTO v_after;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE =
        json_build_object('reason', 'full', 'productId', v_item.product_id,
                          'units', v_back::text)::text;
    END IF;
    INSERT INTO stock_movements (product_id, lot_id, kind, change, lot_quantity_after, user_id,
                                 order_id)
      VALUES (v_item.product_id, v_alloc.lot_id, 'returned', v_back, v_after, p_user_id,
              v_item.order_id);
    IF v_back = v_alloc.quantity THEN
      DELETE FROM order_item_lots WHERE order_item_id = p_order_item_id AND lot_id = v_alloc.lot_id;
    ELSE
      UPDATE order_item_lots SET quantity = quantity - v_back
        WHERE order_item_id = p_order_item_id AND lot_id = v_alloc.lot_id;
    END IF;
    v_left := v_left - v_back;
  END LOOP;
  PERFORM shop_refresh_product(v_item.product_id, p_today);
END;
$$;
