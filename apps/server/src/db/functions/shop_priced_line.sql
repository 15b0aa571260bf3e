-- A line priced as its product is now, in the order_items row shape without ids: the product's
-- name, description and category copied (the line keeps them whatever the product becomes), the
-- price and unit of the line's tier (shop_tier_price, shop_tier_unit). A tier the product does
-- not sell is 'SC409' tier with the tier and the product's name. Checkout's cart
-- (shop_checkout_take_cart) and the counter's sale (shop_counter_sale) price their lines with it.
CREATE OR REPLACE FUNCTION shop_priced_line(
  p_product products,
  p_price_type text,
  p_quantity integer
) RETURNS order_items
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_item order_items;
BEGIN
  v_item.unit_price := shop_tier_price(p_product.price, p_product.half_price,
                                       p_product.retail_price, p_price_type);
  IF v_item.unit_price IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object(
      'reason', 'tier', 'priceType', p_price_type, 'name', p_product.name)::text;
  END IF;
  v_item.product_id := p_product.id;
  v_item.name := p_product.name;
  v_item.description := p_product.description;
  v_item.category := p_product.category;
  v_item.price_type := p_price_type;
  v_item.unit := shop_tier_unit(p_product.price_unit, p_product.half_price_unit,
                                p_product.retail_price_unit, p_price_type);
  v_item.quantity := p_quantity;
  RETURN v_item;
END;
$$;
