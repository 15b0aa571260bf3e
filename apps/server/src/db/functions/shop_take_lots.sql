-- Takes p_units stock units of a product for one order line, first expired first out
-- (docs/decisions/0080): the product row is locked first (every lot change locks it first, so
-- concurrent takers queue on it and never oversell), then its lots holding stock are taken
-- soonest expiry first (then oldest received): with p_sellable_only (a customer's checkout) only
-- sellable lots (shop_sellable on p_today), else (staff approving a declined order) every lot
-- not expired on p_today. Each lot taken from gets an allocation of the line and a `sold` ledger
-- row (cost: the lot's cost × units, when known). False, and nothing changed, when the product
-- is archived or those lots hold too little.
CREATE OR REPLACE FUNCTION shop_take_lots(
  p_product_id uuid,
  p_units numeric,
  p_today date,
  p_sellable_only boolean,
  p_order_item_id uuid,
  p_order_id uuid,
  p_user_id uuid
) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_lot record;
  v_left numeric := p_units;
  v_take numeric;
BEGIN
  PERFORM 1 FROM products WHERE id = p_product_id AND archived_at IS NULL FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  -- One read of the lots: each row carries what they hold together, so a short product is
  -- refused at the first row, before anything is taken.
  FOR v_lot IN
    SELECT id, quantity, cost, sum(quantity) OVER () AS held FROM lots
      WHERE product_id = p_product_id AND quantity > 0
        AND CASE WHEN p_sellable_only THEN shop_sellable(expiration_date, p_today)
                 ELSE expiration_date >= p_today END
      ORDER BY expiration_date, received_at, id
  LOOP
    IF v_lot.held < p_units THEN
      RETURN false;
    END IF;
    EXIT WHEN v_left <= 0;
    v_take := least(v_lot.quantity, v_left);
    UPDATE lots SET quantity = quantity - v_take WHERE id = v_lot.id;
    INSERT INTO order_item_lots (order_item_id, lot_id, quantity)
      VALUES (p_order_item_id, v_lot.id, v_take)
      ON CONFLICT (order_item_id, lot_id)
      DO UPDATE SET quantity = order_item_lots.quantity + excluded.quantity;
    INSERT INTO stock_movements (product_id, lot_id, kind, change, lot_quantity_after, user_id,
                                 order_id, cost)
      VALUES (p_product_id, v_lot.id, 'sold', -v_take, v_lot.quantity - v_take, p_user_id,
              p_order_id, round(v_lot.cost * v_take, 2));
    v_left := v_left - v_take;
  END LOOP;
  IF v_left = p_units AND p_units > 0 THEN
    RETURN false;
  END IF;
  -- The product's figures (stock, expiry) are the caller's to refresh: shop_take_order does
  -- it once for all its lines' products, one statement rather than one a line.
  RETURN true;
END;
$$;
