-- Puts units of a product back in stock (a declined order): archived products get them back
-- too, for honest counts. The products_stock_non_negative CHECK refuses a negative "return".
CREATE OR REPLACE FUNCTION shop_return_stock(p_product_id uuid, p_units integer) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE products SET stock = stock + p_units WHERE id = p_product_id;
END;
$$;
