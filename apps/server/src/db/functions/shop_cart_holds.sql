-- What a customer's cart holds of one product, the figures every cart rule bounds (add to cart,
-- update-cart, order again): `units`, the stock units its lines of the product take (each line's
-- quantity × its tier's size, shop_tier_size), and `in_line`, the quantity of its line at
-- p_price_type (0 when there is none). A product row without an id (gone) holds nothing.
CREATE OR REPLACE FUNCTION shop_cart_holds(
  p_user_id uuid,
  p_product products,
  p_price_type text,
  OUT units numeric,
  OUT in_line integer
)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(quantity * shop_tier_size((p_product).price_size,
                        (p_product).half_price_size, (p_product).retail_price_size, price_type)), 0),
         coalesce(sum(quantity) FILTER (WHERE price_type = p_price_type), 0)::integer
    FROM cart_items WHERE user_id = p_user_id AND product_id = (p_product).id
$$;
