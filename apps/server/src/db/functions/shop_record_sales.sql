-- Adds (p_sign 1) or takes out (p_sign -1) an order's lines in the sales totals (product_sales:
-- orders approved, ready or completed), inside the caller's transaction, less what a counter
-- refund already took out. The one place this rule lives: status changes call it through
-- analytics.repository's recordSales, and database functions that sell call it directly.
-- Rows are written in product order, like the stock rows, so two sales never wait on each
-- other in a circle. Lines being taken out were added when they were sold, so every row is there.
CREATE OR REPLACE FUNCTION shop_record_sales(p_order_id uuid, p_sign integer) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_sign = 1 THEN
    INSERT INTO product_sales (product_id, category, units_sold, revenue)
    SELECT product_id, category, sum(quantity - refunded_quantity),
           sum(unit_price * (quantity - refunded_quantity))
      FROM order_items WHERE order_id = p_order_id
      GROUP BY product_id, category
      ORDER BY product_id, category
    ON CONFLICT (product_id, category) DO UPDATE
      SET units_sold = product_sales.units_sold + excluded.units_sold,
          revenue = product_sales.revenue + excluded.revenue;
  ELSE
    UPDATE product_sales s
       SET units_sold = s.units_sold - l.units, revenue = s.revenue - l.revenue
      FROM (SELECT product_id, category, sum(quantity - refunded_quantity) AS units,
                   sum(unit_price * (quantity - refunded_quantity)) AS revenue
              FROM order_items WHERE order_id = p_order_id
              GROUP BY product_id, category
              ORDER BY product_id, category) l
     WHERE s.product_id = l.product_id AND s.category = l.category;
  END IF;
END;
$$;
