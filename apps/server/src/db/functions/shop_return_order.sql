-- Puts an order's stock back into the lots it came from (a declined or cancelled order), each
-- allocation into its own lot with a `returned` ledger row, then forgets the allocations. The
-- products are locked first, in id order. A lot never passes p_quantity_max (QUANTITY_MAX, also
-- the lots_quantity_max CHECK): such a return raises 'SC409' full with the product's id, and the
-- caller's transaction is undone.
CREATE OR REPLACE FUNCTION shop_return_order(
  p_order_id uuid,
  p_today date,
  p_user_id uuid,
  p_quantity_max numeric
) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_alloc record;
  v_after numeric;
  v_product_id uuid;
BEGIN
  PERFORM 1 FROM products
    WHERE id IN (SELECT product_id FROM order_items WHERE order_id = p_order_id)
    ORDER BY id FOR NO KEY UPDATE;
  FOR v_alloc IN
    SELECT a.lot_id, a.quantity, l.product_id
      FROM order_item_lots a
      JOIN order_items i ON i.id = a.order_item_id
      JOIN lots l ON l.id = a.lot_id
      WHERE i.order_id = p_order_id
      ORDER BY l.product_id, a.lot_id
  LOOP
    UPDATE lots SET quantity = quantity + v_alloc.quantity
      WHERE id = v_alloc.lot_id AND quantity + v_alloc.quantity <= p_quantity_max
      RETURNING quantity INTO v_after;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE =
        json_build_object('reason', 'full', 'productId', v_alloc.product_id,
                          'units', v_alloc.quantity::text)::text;
    END IF;
    INSERT INTO stock_movements (product_id, lot_id, kind, change, lot_quantity_after, user_id,
                                 order_id)
      VALUES (v_alloc.product_id, v_alloc.lot_id, 'returned', v_alloc.quantity, v_after,
              p_user_id, p_order_id);
  END LOOP;
  DELETE FROM order_item_lots
    WHERE order_item_id IN (SELECT id FROM order_items WHERE order_id = p_order_id);
  FOR v_product_id IN
    SELECT DISTINCT product_id FROM order_items WHERE order_id = p_order_id ORDER BY product_id
  LOOP
    PERFORM shop_refresh_product(v_product_id, p_today);
  END LOOP;
END;
$$;
