-- Checkout takes the cart's stock (shop_checkout): by shop_take_stock (enough left, not deleted,
-- sellable on p_today) in product id order, the order every stock change locks rows in; the
-- first line of each product takes the stock for all of that product's lines (one product can
-- sit in the cart at several price types). Prices come from the products as they are now
-- (shop_tier_price). Refusals: 'SC409' unavailable (with the product's id, for the message),
-- 'SC409' tier (the price type is gone), 'SC400' cart-empty.
-- Answers the order's lines, in the order_items row shape without ids, for the order's writer.
CREATE OR REPLACE FUNCTION shop_checkout_take_cart(p_user_id uuid, p_today date)
RETURNS order_items[]
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_line record;
  v_product products;
  v_item order_items;
  v_items order_items[] := '{}';
BEGIN
  FOR v_line IN
    SELECT product_id, price_type, quantity,
           row_number() OVER (one_product ORDER BY created_at, id) AS nth,
           (sum(quantity) OVER one_product)::integer AS units
      FROM cart_items WHERE user_id = p_user_id
      WINDOW one_product AS (PARTITION BY product_id)
      ORDER BY product_id, created_at, id
  LOOP
    IF v_line.nth = 1 THEN
      v_product := shop_take_stock(v_line.product_id, v_line.units, p_today);
      IF v_product.id IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE =
          json_build_object('reason', 'unavailable', 'productId', v_line.product_id)::text;
      END IF;
    END IF;
    v_item.unit_price := shop_tier_price(v_product.price, v_product.half_price,
                                         v_product.retail_price, v_line.price_type);
    IF v_item.unit_price IS NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object(
        'reason', 'tier', 'priceType', v_line.price_type, 'name', v_product.name)::text;
    END IF;
    v_item.product_id := v_product.id;
    v_item.name := v_product.name;
    v_item.description := v_product.description;
    v_item.category := v_product.category;
    v_item.price_type := v_line.price_type;
    v_item.unit := shop_tier_unit(v_product.price_unit, v_product.half_price_unit,
                                  v_product.retail_price_unit, v_line.price_type);
    v_item.quantity := v_line.quantity;
    v_items := v_items || v_item;
  END LOOP;
  IF cardinality(v_items) = 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE = json_build_object('reason', 'cart-empty')::text;
  END IF;
  RETURN v_items;
END;
$$;
