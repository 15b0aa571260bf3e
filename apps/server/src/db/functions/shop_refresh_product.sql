-- One product's figures (shop_refresh_products): what every single lot change calls.
CREATE OR REPLACE FUNCTION shop_refresh_product(p_product_id uuid, p_today date) RETURNS void
LANGUAGE sql VOLATILE AS $$ SELECT shop_refresh_products(ARRAY[p_product_id], p_today) $$;
