-- Issue 18 (docs/decisions/0064, 0034): a checkout's Idempotency-Key is kept with a fingerprint of
-- what it asked for; stock and cart lines get bounds no sum of them can overflow, and the sales
-- totals, sums with no bound, get wider columns.
-- shop_checkout, shop_add_to_cart and shop_return_stock take new parameters (and shop_return_stock
-- answers whether it could): CREATE OR REPLACE cannot change that, so the old ones are dropped
-- here and the start recreates them from db/functions/*.sql.
DROP FUNCTION IF EXISTS shop_checkout(uuid, integer, text, text, text, text, date, text, date, numeric, uuid, text, text, boolean, numeric, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS shop_add_to_cart(uuid, uuid, text, integer, date);--> statement-breakpoint
DROP FUNCTION IF EXISTS shop_return_stock(uuid, integer);--> statement-breakpoint
-- Values from before the bounds: a stock above 10,000,000 is brought down to it (no shop holds
-- that much of one product; the old limit was 1,000,000,000), a cart line above 10,000 to 10,000
-- (a cart is not a record of anything). Orders keep their quantities as they were.
UPDATE "products" SET "stock" = 10000000 WHERE "stock" > 10000000;--> statement-breakpoint
UPDATE "cart_items" SET "quantity" = 10000 WHERE "quantity" > 10000;--> statement-breakpoint
ALTER TABLE "product_sales" ALTER COLUMN "units_sold" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_sales" ALTER COLUMN "revenue" SET DATA TYPE numeric(24, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_fingerprint" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_max" CHECK ("products"."stock" <= 10000000);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_max" CHECK ("cart_items"."quantity" <= 10000);