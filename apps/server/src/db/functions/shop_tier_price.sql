-- A product's price for a cart or order line's price type; null when the product has no such
-- tier (its half or retail price is unset). The cart read, add to cart and checkout all price
-- lines with it. Inlined like shop_sellable.
CREATE OR REPLACE FUNCTION shop_tier_price(
  price numeric,
  half_price numeric,
  retail_price numeric,
  price_type text
) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE price_type WHEN 'price' THEN price WHEN 'halfPrice' THEN half_price
                         WHEN 'retailPrice' THEN retail_price END
$$;
