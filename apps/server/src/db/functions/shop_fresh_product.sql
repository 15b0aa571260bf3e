-- A live product with stock figures true on p_today: redone first (shop_refresh_product) when a
-- lot left the 92-day window since they were computed. Add to cart and update-cart read it.
-- Answers a row of nulls when the product is not live.
CREATE OR REPLACE FUNCTION shop_fresh_product(p_product_id uuid, p_today date) RETURNS products
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_product products;
BEGIN
  SELECT * INTO v_product FROM products WHERE id = p_product_id AND archived_at IS NULL;
  IF FOUND AND (v_product.sellable_from IS NULL OR v_product.sellable_from > p_today
                OR v_product.sellable_through < p_today) THEN
    PERFORM shop_refresh_product(p_product_id, p_today);
    SELECT * INTO v_product FROM products WHERE id = p_product_id;
  END IF;
  RETURN v_product;
END;
$$;
