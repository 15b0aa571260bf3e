-- Changes one lot of a live product (staff): its product locked first, then the lot.
-- - p_kind 'counted' or 'corrected': the lot holds p_quantity (a count; the product edit's
--   stock), and p_expiration_date, when given, becomes its expiry (the product edit's);
-- - p_kind 'written_off': p_quantity (null: all) leaves it, with p_reason; more than it holds
--   raises 'SC400' too-much with what it holds.
-- One ledger row of the signed difference (a date-only correction: a row of 0), with the cost
-- of what left at the lot's cost; a write-off adds to the day's write-off totals (product_days).
-- Answers the lot after, or a row of nulls when the lot is unknown or its product not live.
CREATE OR REPLACE FUNCTION shop_change_lot(
  p_lot_id uuid,
  p_kind text,
  p_quantity numeric,
  p_expiration_date date,
  p_reason text,
  p_note text,
  p_user_id uuid,
  p_today date
) RETURNS lots
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_lot lots;
  v_new numeric;
  v_cost numeric;
BEGIN
  PERFORM 1 FROM products
    WHERE id = (SELECT product_id FROM lots WHERE id = p_lot_id) AND archived_at IS NULL
    FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN v_lot;
  END IF;
  SELECT * INTO v_lot FROM lots WHERE id = p_lot_id FOR UPDATE;
  IF p_kind = 'written_off' THEN
    IF coalesce(p_quantity, v_lot.quantity) > v_lot.quantity THEN
      RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE =
        json_build_object('reason', 'too-much', 'quantity', v_lot.quantity::text)::text;
    END IF;
    v_new := v_lot.quantity - coalesce(p_quantity, v_lot.quantity);
  ELSE
    v_new := coalesce(p_quantity, v_lot.quantity);
  END IF;
  v_cost := CASE WHEN v_new < v_lot.quantity THEN round(v_lot.cost * (v_lot.quantity - v_new), 2) END;
  INSERT INTO stock_movements (product_id, lot_id, kind, change, lot_quantity_after, user_id,
                               reason, note, cost)
    VALUES (v_lot.product_id, v_lot.id, p_kind, v_new - v_lot.quantity, v_new, p_user_id,
            p_reason, p_note, v_cost);
  IF p_kind = 'written_off' THEN
    -- The reports' running totals (docs/decisions/0083): on the ledger row's Manila day.
    INSERT INTO product_days (day, product_id, written_off_units, write_off_loss,
                              write_offs_without_cost)
      VALUES (shop_today(), v_lot.product_id, v_lot.quantity - v_new, coalesce(v_cost, 0),
              CASE WHEN v_cost IS NULL THEN 1 ELSE 0 END)
    ON CONFLICT (day, product_id) DO UPDATE
      SET written_off_units = product_days.written_off_units + excluded.written_off_units,
          write_off_loss = product_days.write_off_loss + excluded.write_off_loss,
          write_offs_without_cost =
            product_days.write_offs_without_cost + excluded.write_offs_without_cost;
  END IF;
  UPDATE lots SET quantity = v_new, expiration_date = coalesce(p_expiration_date, expiration_date)
    WHERE id = p_lot_id RETURNING * INTO v_lot;
  PERFORM shop_refresh_product(v_lot.product_id, p_today);
  RETURN v_lot;
END;
$$;
