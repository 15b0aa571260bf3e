-- Each order and stock rule in one place (issue 30, docs/decisions/0070).
-- Whether an order holds stock (taken at checkout, given back when it is declined or cancelled):
-- the checkout's day count, the settings' booked days and the day index below all read this one
-- function. It lives here, not in db/functions/, because the index depends on it: changing the
-- rule takes a new migration that replaces it and rebuilds orders_day_idx. One SQL expression,
-- IMMUTABLE and not STRICT, so PostgreSQL inlines it and the index's predicate matches the
-- queries'. The web app's copy (contract orderHoldsStock) is pinned to it by a test.
CREATE OR REPLACE FUNCTION shop_order_holds_stock(status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT status NOT IN ('declined', 'cancelled') $$;--> statement-breakpoint
-- The checkout now takes one jsonb argument (db/functions/shop_checkout.sql) instead of 18
-- positional ones; CREATE OR REPLACE would add it beside the old one, so the old one goes.
DROP FUNCTION IF EXISTS shop_checkout(uuid, integer, text, text, text, text, date, text, date, numeric, uuid, text, text, boolean, numeric, integer, text, boolean);--> statement-breakpoint
DROP INDEX "orders_day_idx";--> statement-breakpoint
CREATE INDEX "orders_day_idx" ON "orders" USING btree ("pickup_date","delivery_mode") WHERE shop_order_holds_stock("orders"."status");
