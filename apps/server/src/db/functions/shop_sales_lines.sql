-- An order's lines as the sales totals count them (docs/decisions/0083): the product, its
-- category at the time of sale, the units not refunded, their revenue, and their cost of goods:
-- what the lots the line took cost (rounded to centavos) when every one of them has a cost, else
-- null (unknown: the line's revenue is left out of the margin's base).
CREATE OR REPLACE FUNCTION shop_sales_lines(p_order_id uuid)
RETURNS TABLE (product_id uuid, category text, units bigint, revenue numeric, cost numeric)
LANGUAGE sql STABLE AS $$
  SELECT i.product_id, i.category, (i.quantity - i.refunded_quantity)::bigint,
         i.unit_price * (i.quantity - i.refunded_quantity),
         (SELECT CASE WHEN count(*) > 0 AND count(*) = count(l.cost)
                      THEN round(sum(a.quantity * l.cost), 2) END
            -- The line's allocations by its key (OFFSET 0 keeps the filter inside): planned
            -- while order_item_lots was small, a join would read all of it on every later call.
            FROM (SELECT * FROM order_item_lots x WHERE x.order_item_id = i.id OFFSET 0) a
            JOIN lots l ON l.id = a.lot_id)
    FROM order_items i WHERE i.order_id = p_order_id
$$;
