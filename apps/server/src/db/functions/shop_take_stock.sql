-- Takes units of a product's stock in one conditional update (design.md section 3,
-- Concurrency): only while enough is left and the product is live, and, when p_today is given
-- (a customer's checkout), only while it is sellable; staff approving a declined order pass
-- null. The row stays locked until the transaction ends, so concurrent takers queue on it and
-- never oversell. Answers the product as it is after the update, or a row of nulls when nothing
-- was taken. Used by shop_checkout for each product of the cart and by the order-status change.
-- PL/pgSQL, not SQL: its UPDATE's plan is kept for the session instead of planned per call.
CREATE OR REPLACE FUNCTION shop_take_stock(p_product_id uuid, p_units integer, p_today date)
RETURNS products
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_product products;
BEGIN
  UPDATE products SET stock = stock - p_units
    WHERE id = p_product_id AND stock >= p_units AND archived_at IS NULL
      AND (p_today IS NULL OR shop_sellable(expiration_date, p_today))
    RETURNING * INTO v_product;
  RETURN v_product;
END;
$$;
