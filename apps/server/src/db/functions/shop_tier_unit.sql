-- A product's unit label for a cart or order line's price type ("sack (25 kg)"); null when the
-- tier names none. Beside shop_tier_price: the cart read and checkout label lines with it.
CREATE OR REPLACE FUNCTION shop_tier_unit(
  price_unit text,
  half_price_unit text,
  retail_price_unit text,
  price_type text
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE price_type WHEN 'price' THEN price_unit WHEN 'halfPrice' THEN half_price_unit
                         WHEN 'retailPrice' THEN retail_price_unit END
$$;
