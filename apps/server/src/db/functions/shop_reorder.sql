-- Order again (issue 29): puts a customer's earlier order's lines (product, tier, quantity) into
-- their cart at today's prices, in one call under the cart lock (the customer's row, as
-- shop_add_to_cart takes it). Each line is added as far as the cart's own rules allow: the
-- product live, sellable on p_today and still sold at that tier, no more stock units than its
-- sellable lots hold over all the cart's lines of it (shop_cart_holds), at most p_line_max on a
-- line; a line that can take none is left out. The order must be the customer's ('SC404'
-- not-found otherwise). The answer: the order's number, how many of its lines went in, the
-- cart's lines (shop_cart_lines) and what changed since the order, one entry per change of a
-- line: gone (nothing added), less (fewer added than ordered), price-up / price-down (today's
-- price against the order's), with prices as text.
CREATE OR REPLACE FUNCTION shop_reorder(
  p_user_id uuid,
  p_order_id uuid,
  p_today date,
  p_line_max integer
) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_number integer;
  v_item record;
  v_product products;
  v_price numeric;
  v_size numeric;
  v_holds record;
  v_add integer;
  v_change jsonb;
  v_changes jsonb[] := '{}';
  v_lines_added integer := 0;
BEGIN
  PERFORM 1 FROM users WHERE id = p_user_id FOR NO KEY UPDATE;
  SELECT order_number INTO v_number FROM orders WHERE id = p_order_id AND user_id = p_user_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'SC404', MESSAGE = json_build_object('reason', 'not-found')::text;
  END IF;

  FOR v_item IN
    SELECT product_id, name, price_type, unit_price, quantity
      FROM order_items WHERE order_id = p_order_id ORDER BY name, id
  LOOP
    v_product := shop_fresh_product(v_item.product_id, p_today);
    v_price := NULL;
    v_add := 0;
    IF v_product.id IS NOT NULL AND shop_sellable(v_product.expiration_date, p_today) THEN
      v_price := shop_tier_price(v_product.price, v_product.half_price, v_product.retail_price,
                                 v_item.price_type);
    END IF;
    IF v_price IS NOT NULL THEN
      v_size := shop_tier_size(v_product.price_size, v_product.half_price_size,
                               v_product.retail_price_size, v_item.price_type);
      v_holds := shop_cart_holds(p_user_id, v_product, v_item.price_type);
      v_add := greatest(0, least(v_item.quantity,
                                 floor((v_product.sellable_quantity - v_holds.units) / v_size)::integer,
                                 p_line_max - v_holds.in_line));
    END IF;

    IF v_add > 0 THEN
      v_lines_added := v_lines_added + 1;
      INSERT INTO cart_items (user_id, product_id, price_type, quantity)
        VALUES (p_user_id, v_item.product_id, v_item.price_type, v_add)
        ON CONFLICT (user_id, product_id, price_type)
        DO UPDATE SET quantity = cart_items.quantity + excluded.quantity;
    END IF;

    -- What changed for this line: each kind of change is the same record with its kind.
    v_change := jsonb_build_object('productId', v_item.product_id,
      'name', coalesce(v_product.name, v_item.name), 'priceType', v_item.price_type,
      'ordered', v_item.quantity, 'added', v_add, 'was', v_item.unit_price::text,
      'now', v_price::text);
    IF v_add = 0 THEN
      v_changes := v_changes || (v_change || '{"kind": "gone"}');
    ELSIF v_add < v_item.quantity THEN
      v_changes := v_changes || (v_change || '{"kind": "less"}');
    END IF;
    IF v_add > 0 AND v_price <> v_item.unit_price THEN
      v_changes := v_changes || (v_change || jsonb_build_object('kind',
        CASE WHEN v_price > v_item.unit_price THEN 'price-up' ELSE 'price-down' END));
    END IF;
  END LOOP;

  RETURN json_build_object('orderNumber', v_number, 'linesAdded', v_lines_added,
                           'lines', shop_cart_lines(p_user_id),
                           'changes', array_to_json(v_changes));
END;
$$;
