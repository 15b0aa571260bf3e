-- Receives a delivery as a new lot of a live product (staff's receive): the product is locked
-- first, the lot and its `received` ledger row written, the product's figures redone. Answers
-- the lot, or a row of nulls when the product is not live.
CREATE OR REPLACE FUNCTION shop_receive_lot(
  p_product_id uuid,
  p_quantity numeric,
  p_expiration_date date,
  p_cost numeric,
  p_note text,
  p_user_id uuid,
  p_today date
) RETURNS lots
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_lot lots;
BEGIN
  PERFORM 1 FROM products WHERE id = p_product_id AND archived_at IS NULL FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN v_lot;
  END IF;
  INSERT INTO lots (product_id, quantity, received_quantity, expiration_date, cost, note)
    VALUES (p_product_id, p_quantity, p_quantity, p_expiration_date, p_cost, p_note)
    RETURNING * INTO v_lot;
  INSERT INTO stock_movements (product_id, lot_id, kind, change, lot_quantity_after, user_id, note)
    VALUES (p_product_id, v_lot.id, 'received', p_quantity, p_quantity, p_user_id, p_note);
  PERFORM shop_refresh_product(p_product_id, p_today);
  RETURN v_lot;
END;
$$;
