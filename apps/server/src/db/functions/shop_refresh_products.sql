-- Keeps products' stock figures from their lots (one statement for many: the CSV import) (docs/decisions/0080), so that no listing sums
-- lots: every function that changes a lot calls it in the same transaction, after locking the
-- product. On p_today:
-- - quantity: every lot's; sellable_quantity: the sellable lots' (shop_sellable, per lot);
-- - stock (the spec's): full-price units customers can buy, sellable_quantity / price_size;
-- - expiration_date (the customer's): the soonest sellable lot holding stock, else the soonest
--   lot holding stock (not sellable: customers do not see the product), else the newest lot's
--   (out of stock: shown as the spec shows it, or hidden when that date is not sellable);
-- - staff_expiration_date: the soonest lot holding stock, else the newest lot's;
-- - sellable_from..sellable_through: the shop days these stay true. They change by themselves
--   only when the soonest sellable lot holding stock leaves the window, 93 days before its
--   expiry (shop_sellable: more than 92 days); shop_refresh_stale_products redoes them then.
-- PL/pgSQL, not SQL: every sale calls it once a line, and its plan is kept for the session
-- rather than made again on every call (about 0.7 ms of each call was planning).
CREATE OR REPLACE FUNCTION shop_refresh_products(p_product_ids uuid[], p_today date) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE products p SET
    quantity = a.total,
    sellable_quantity = a.sellable,
    stock = least(floor(a.sellable / p.price_size), 2147483647)::integer,
    expiration_date = coalesce(a.first_sellable, a.first_held, a.newest, p.expiration_date),
    staff_expiration_date = coalesce(a.first_held, a.newest, p.expiration_date),
    sellable_from = p_today,
    sellable_through = a.first_sellable - 93
  FROM (
    SELECT product_id, coalesce(sum(quantity), 0) AS total,
           coalesce(sum(quantity) FILTER (WHERE shop_sellable(expiration_date, p_today)), 0) AS sellable,
           min(expiration_date) FILTER (WHERE quantity > 0 AND shop_sellable(expiration_date, p_today)) AS first_sellable,
           min(expiration_date) FILTER (WHERE quantity > 0) AS first_held,
           (array_agg(expiration_date ORDER BY received_at DESC, id DESC))[1] AS newest
      FROM lots WHERE product_id = ANY (p_product_ids)
      GROUP BY product_id
  ) a
  WHERE p.id = a.product_id;
END;
$$;
