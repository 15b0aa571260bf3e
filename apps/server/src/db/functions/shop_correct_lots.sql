-- The spec's product edits of stock and expiry (the single edit, the bulk edit, the CSV import;
-- docs/decisions/0080): each edit sets one lot's quantity and/or expiry (null: kept), with a
-- `corrected` ledger row of the signed difference (0 for a date alone) by p_user_id, and the
-- products' figures are redone in one statement. The caller has locked the products and chosen
-- each product's lot (its one lot holding stock, else its newest). p_edits: a JSON array of
-- { lotId, quantity, expirationDate }.
CREATE OR REPLACE FUNCTION shop_correct_lots(p_edits jsonb, p_user_id uuid, p_today date)
RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_products uuid[];
BEGIN
  -- One statement: every part reads the lots as they were before it.
  WITH edit AS (
    SELECT e."lotId" AS lot_id, e.quantity, e."expirationDate" AS expiration_date
      FROM jsonb_to_recordset(p_edits) AS e("lotId" uuid, quantity numeric, "expirationDate" date)
  ), moved AS (
    INSERT INTO stock_movements (product_id, lot_id, kind, change, lot_quantity_after, user_id,
                                 cost)
      SELECT l.product_id, l.id, 'corrected', coalesce(e.quantity, l.quantity) - l.quantity,
             coalesce(e.quantity, l.quantity), p_user_id,
             CASE WHEN e.quantity < l.quantity THEN round(l.cost * (l.quantity - e.quantity), 2) END
        FROM lots l JOIN edit e ON e.lot_id = l.id
  ), changed AS (
    UPDATE lots l SET quantity = coalesce(e.quantity, l.quantity),
                      expiration_date = coalesce(e.expiration_date, l.expiration_date)
      FROM edit e WHERE l.id = e.lot_id
      RETURNING l.product_id
  )
  SELECT array_agg(DISTINCT product_id) INTO v_products FROM changed;
  PERFORM shop_refresh_products(coalesce(v_products, '{}'), p_today);
END;
$$;
