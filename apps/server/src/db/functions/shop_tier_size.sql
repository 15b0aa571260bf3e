-- A price tier's size in stock units (a sack: 25 kg): buying N of it takes N × size.
CREATE OR REPLACE FUNCTION shop_tier_size(
  price_size numeric, half_price_size numeric, retail_price_size numeric, price_type text
) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE price_type WHEN 'price' THEN price_size WHEN 'halfPrice' THEN half_price_size
                             WHEN 'retailPrice' THEN retail_price_size END $$;
