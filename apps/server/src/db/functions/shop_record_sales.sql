-- Adds (p_sign 1) or takes out (p_sign -1) an order's lines in the sales totals, inside the
-- caller's transaction: product_sales (per product and category, the analytics) and the
-- reports' running totals (docs/decisions/0083): sales_days, product_days and customer_days, on
-- the Manila day and hour the order was placed, whenever it is approved, declined or refunded,
-- and their roll-ups by that day's month (product_months, customer_months).
-- The one place this rule lives: status changes call it through analytics.repository's
-- recordSales, and database functions that sell call it directly. A change to a sold order
-- (a refund, another delivery area) takes the order out (-1) before it and puts it back (+1)
-- after; an order leaving the sold statuses is taken out before its stock goes back, one
-- entering them is added after its stock is taken, so the cost is read from the same lots.
-- The lines are counted as shop_sales_lines says (units not refunded, cost of their lots).
-- An order counts once while it has units left; its delivery fee with it.
-- The order's products are locked first (in id order, as every stock change locks them), then
-- the totals' rows are written in key order, so two sales never wait on each other in a circle.
CREATE OR REPLACE FUNCTION shop_record_sales(p_order_id uuid, p_sign integer) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_order orders;
  v_day date;
  v_hour smallint;
  v_month date;
  v_orders bigint;
  v_units bigint;
  v_revenue numeric;
  v_cost numeric;
  v_costed numeric;
BEGIN
  SELECT * INTO v_order FROM orders WHERE id = p_order_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  v_day := (v_order.created_at AT TIME ZONE 'Asia/Manila')::date;
  v_hour := extract(hour FROM v_order.created_at AT TIME ZONE 'Asia/Manila')::smallint;
  v_month := date_trunc('month', v_day)::date;
  PERFORM 1 FROM products
    WHERE id IN (SELECT product_id FROM order_items WHERE order_id = p_order_id)
    ORDER BY id FOR NO KEY UPDATE;

  -- One statement reads the order's lines once (shop_sales_lines: each line's lots and their
  -- cost) and writes every product-level total from them, then the day's row last.
  -- product_sales never holds fewer than 0 units (a CHECK the proposed row of an upsert meets
  -- too): rows being taken out were added when the order was sold, so they are updated.
  WITH lines AS MATERIALIZED (
    SELECT * FROM shop_sales_lines(p_order_id)),
  by_category AS (
    SELECT product_id, category, sum(units) AS units, sum(revenue) AS revenue
      FROM lines GROUP BY product_id, category),
  sold AS (
    INSERT INTO product_sales (product_id, category, units_sold, revenue)
    SELECT product_id, category, units, revenue FROM by_category
     WHERE p_sign = 1
     ORDER BY product_id, category
    ON CONFLICT (product_id, category) DO UPDATE
      SET units_sold = product_sales.units_sold + excluded.units_sold,
          revenue = product_sales.revenue + excluded.revenue),
  unsold AS (
    UPDATE product_sales s
       SET units_sold = s.units_sold - l.units, revenue = s.revenue - l.revenue
      FROM by_category l
     WHERE p_sign = -1 AND s.product_id = l.product_id AND s.category = l.category),
  -- The order's sums per product once, added to its day's and its month's rows.
  by_product AS (
    SELECT product_id, p_sign * sum(units) AS units, p_sign * sum(revenue) AS revenue,
           p_sign * coalesce(sum(cost), 0) AS cost,
           p_sign * coalesce(sum(revenue) FILTER (WHERE cost IS NOT NULL), 0) AS costed
      FROM lines GROUP BY product_id),
  days AS (
    INSERT INTO product_days (day, product_id, units, revenue, cost, costed_revenue)
    SELECT v_day, product_id, units, revenue, cost, costed FROM by_product ORDER BY product_id
    ON CONFLICT (day, product_id) DO UPDATE
      SET units = product_days.units + excluded.units,
          revenue = product_days.revenue + excluded.revenue,
          cost = product_days.cost + excluded.cost,
          costed_revenue = product_days.costed_revenue + excluded.costed_revenue),
  months AS (
    INSERT INTO product_months (month, product_id, units, revenue, cost, costed_revenue)
    SELECT v_month, product_id, units, revenue, cost, costed FROM by_product ORDER BY product_id
    ON CONFLICT (month, product_id) DO UPDATE
      SET units = product_months.units + excluded.units,
          revenue = product_months.revenue + excluded.revenue,
          cost = product_months.cost + excluded.cost,
          costed_revenue = product_months.costed_revenue + excluded.costed_revenue)
  SELECT coalesce(sum(units), 0), coalesce(sum(revenue), 0), coalesce(sum(cost), 0),
         coalesce(sum(revenue) FILTER (WHERE cost IS NOT NULL), 0)
    INTO v_units, v_revenue, v_cost, v_costed
    FROM lines;
  v_orders := p_sign * (CASE WHEN v_units > 0 THEN 1 ELSE 0 END);

  INSERT INTO sales_days (day, hour, channel, payment_method, orders, units, revenue,
                          delivery_fees, cost, costed_revenue)
    VALUES (v_day, v_hour, v_order.channel, v_order.payment_method,
            v_orders, p_sign * v_units,
            p_sign * v_revenue, p_sign * v_order.delivery_fee, p_sign * v_cost, p_sign * v_costed)
  ON CONFLICT (day, hour, channel, payment_method) DO UPDATE
    SET orders = sales_days.orders + excluded.orders,
        units = sales_days.units + excluded.units,
        revenue = sales_days.revenue + excluded.revenue,
        delivery_fees = sales_days.delivery_fees + excluded.delivery_fees,
        cost = sales_days.cost + excluded.cost,
        costed_revenue = sales_days.costed_revenue + excluded.costed_revenue;

  IF v_order.user_id IS NOT NULL THEN
    INSERT INTO customer_days (day, user_id, orders, revenue)
      VALUES (v_day, v_order.user_id, v_orders, p_sign * v_revenue)
    ON CONFLICT (day, user_id) DO UPDATE
      SET orders = customer_days.orders + excluded.orders,
          revenue = customer_days.revenue + excluded.revenue;
    INSERT INTO customer_months AS c (user_id, first_month, orders, revenue)
      VALUES (v_order.user_id, shop_month_number(v_day), ARRAY[v_orders],
              ARRAY[p_sign * v_revenue])
    ON CONFLICT (user_id) DO UPDATE
      SET first_month = least(c.first_month, excluded.first_month),
          orders = shop_running_add(c.orders, c.first_month, excluded.first_month,
                                    excluded.orders[1]),
          revenue = shop_running_add(c.revenue, c.first_month, excluded.first_month,
                                     excluded.revenue[1]);
  END IF;
END;
$$;
