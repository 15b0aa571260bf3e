-- The cart's lines as cart.repository's readCartLines reads them, oldest line first, each priced
-- and labelled by its tier, its stock the tier's units the sellable lots hold, (shop_tier_price, shop_tier_unit; prices as text, as PostgreSQL's
-- numeric comes to the server everywhere else): the answer of add to cart and update-cart.
CREATE OR REPLACE FUNCTION shop_cart_lines(p_user_id uuid) RETURNS json
LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
           'productId', c.product_id, 'priceType', c.price_type, 'quantity', c.quantity,
           'name', p.name, 'images', p.images, 'stock', floor(p.sellable_quantity / shop_tier_size(p.price_size, p.half_price_size,
             p.retail_price_size, c.price_type))::integer,
           'unitPrice', shop_tier_price(p.price, p.half_price, p.retail_price, c.price_type)::text,
           'unit', shop_tier_unit(p.price_unit, p.half_price_unit, p.retail_price_unit, c.price_type))
           ORDER BY c.created_at, c.id), '[]'::json)
    FROM cart_items c JOIN products p ON p.id = c.product_id
    WHERE c.user_id = p_user_id
$$;
