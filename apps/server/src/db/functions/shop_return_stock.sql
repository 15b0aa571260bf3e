-- Puts units of a product back in stock (a declined or cancelled order): archived products get
-- them back too, for honest counts. A stock never passes p_stock_max (STOCK_MAX, also the
-- products_stock_max CHECK): when the units would take it past, nothing changes and the answer is
-- false, for the caller to refuse with a message (the sum is a bigint, so it cannot overflow on
-- the way). The products_stock_non_negative CHECK refuses a negative "return".
CREATE OR REPLACE FUNCTION shop_return_stock(p_product_id uuid, p_units integer, p_stock_max integer)
RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE products SET stock = stock + p_units
    WHERE id = p_product_id AND stock::bigint + p_units <= p_stock_max;
  RETURN FOUND;
END;
$$;
