CREATE TABLE "lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"received_quantity" numeric(15, 3) NOT NULL,
	"expiration_date" date NOT NULL,
	"cost" numeric(16, 4),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	CONSTRAINT "lots_quantity_non_negative" CHECK ("lots"."quantity" >= 0),
	CONSTRAINT "lots_quantity_max" CHECK ("lots"."quantity" <= 1000000000),
	CONSTRAINT "lots_received_non_negative" CHECK ("lots"."received_quantity" >= 0),
	CONSTRAINT "lots_cost_non_negative" CHECK ("lots"."cost" is null or "lots"."cost" >= 0),
	CONSTRAINT "lots_note_length" CHECK (char_length("lots"."note") <= 200)
);
--> statement-breakpoint
CREATE TABLE "order_item_lots" (
	"order_item_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	CONSTRAINT "order_item_lots_order_item_id_lot_id_pk" PRIMARY KEY("order_item_id","lot_id"),
	CONSTRAINT "order_item_lots_quantity_positive" CHECK ("order_item_lots"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"change" numeric(15, 3) NOT NULL,
	"lot_quantity_after" numeric(15, 3) NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid,
	"reason" text,
	"note" text,
	"cost" numeric(12, 2),
	CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('received', 'sold', 'returned', 'counted', 'written_off', 'corrected', 'opening')),
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" is null or "stock_movements"."reason" in ('expired', 'damaged', 'lost', 'other'))
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_stock_max";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_unit" text DEFAULT 'unit' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_size" numeric(10, 3) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "half_price_size" numeric(10, 3) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "retail_price_size" numeric(10, 3) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity" numeric(15, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sellable_quantity" numeric(15, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "staff_expiration_date" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sellable_from" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sellable_through" date;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_lots" ADD CONSTRAINT "order_item_lots_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_lots" ADD CONSTRAINT "order_item_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_product_expiry_idx" ON "lots" USING btree ("product_id","expiration_date","received_at");--> statement-breakpoint
CREATE INDEX "order_item_lots_lot_idx" ON "order_item_lots" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "stock_movements_at_idx" ON "stock_movements" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_at_idx" ON "stock_movements" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "products_sellable_through_idx" ON "products" USING btree ("sellable_through");--> statement-breakpoint
CREATE INDEX "products_sellable_from_idx" ON "products" USING btree ("sellable_from");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sizes_positive" CHECK ("products"."price_size" > 0 and "products"."half_price_size" > 0 and "products"."retail_price_size" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_unit_length" CHECK (char_length("products"."stock_unit") between 1 and 20);--> statement-breakpoint
-- Stock in lots (issue 26, docs/decisions/0080). Each product's stock and expiry become one lot,
-- counted in its stock unit (sizes 1: the stock itself), with an `opening` ledger row; orders
-- that hold stock (pending, approved, ready) get their lines' allocations on that lot, so a later
-- decline or cancel puts the units back into it. The maintained columns are left stale
-- (sellable_from null): shop_refresh_stale_products computes them before the first listing.
INSERT INTO "lots" ("product_id", "quantity", "received_quantity", "expiration_date", "received_at")
  SELECT "id", "stock", "stock", "expiration_date", "created_at" FROM "products";
--> statement-breakpoint
INSERT INTO "stock_movements" ("product_id", "lot_id", "kind", "change", "lot_quantity_after", "at")
  SELECT "product_id", "id", 'opening', "quantity", "quantity", now() FROM "lots";
--> statement-breakpoint
INSERT INTO "order_item_lots" ("order_item_id", "lot_id", "quantity")
  SELECT i."id", l."id", i."quantity"
    FROM "order_items" i
    JOIN "orders" o ON o."id" = i."order_id"
    JOIN "lots" l ON l."product_id" = i."product_id"
    WHERE o."status" IN ('pending', 'approved', 'ready');
--> statement-breakpoint
UPDATE "products" SET "quantity" = "stock", "staff_expiration_date" = "expiration_date";
--> statement-breakpoint
-- A product inserted with `stock` and `expiration_date` (the admin's create, the CSV import, a
-- seed) gets its first lot of stock × price_size from them. Before the row is written its kept
-- stock figures are set as shop_refresh_product would set them for that one lot (no second
-- write of the row); after each INSERT statement, one statement writes all the new products'
-- lots and ledger rows, of the kind and by the user the transaction names (set_config
-- 'shop.first_lot_kind' and 'shop.actor'; 'received' and nobody when not set). Any other lot
-- change goes through db/functions. A restore ('shop.restoring' on: maintenance/export.ts)
-- loads the lots, the ledger and the figures as they were, so neither trigger acts then.
CREATE OR REPLACE FUNCTION shop_product_first_figures() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_today date := (now() AT TIME ZONE 'Asia/Manila')::date;
  v_sellable boolean := shop_sellable(NEW.expiration_date, v_today);
BEGIN
  IF current_setting('shop.restoring', true) = 'on' THEN
    RETURN NEW;
  END IF;
  NEW.quantity := NEW.stock * NEW.price_size;
  NEW.sellable_quantity := CASE WHEN v_sellable THEN NEW.quantity ELSE 0 END;
  NEW.stock := CASE WHEN v_sellable THEN NEW.stock ELSE 0 END;
  NEW.staff_expiration_date := NEW.expiration_date;
  NEW.sellable_from := v_today;
  NEW.sellable_through := CASE WHEN v_sellable AND NEW.quantity > 0
                               THEN NEW.expiration_date - 93 END;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_first_figures" BEFORE INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION shop_product_first_figures();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_product_first_lots() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.restoring', true) = 'on' THEN
    RETURN NULL;
  END IF;
  WITH made AS (
    INSERT INTO lots (product_id, quantity, received_quantity, expiration_date)
      SELECT id, quantity, quantity, expiration_date FROM new_products
      RETURNING id, product_id, quantity
  )
  INSERT INTO stock_movements (product_id, lot_id, kind, change, lot_quantity_after, user_id)
    SELECT product_id, id,
           coalesce(nullif(current_setting('shop.first_lot_kind', true), ''), 'received'),
           quantity, quantity, nullif(current_setting('shop.actor', true), '')::uuid
      FROM made;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_first_lots" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_product_first_lots();
--> statement-breakpoint
-- Stock moves through lots now (db/functions: shop_take_order, shop_return_order); update-cart
-- takes the shop's today to read fresh figures.
DROP FUNCTION IF EXISTS shop_take_stock(uuid, integer, date);
--> statement-breakpoint
DROP FUNCTION IF EXISTS shop_return_stock(uuid, integer, integer);
--> statement-breakpoint
DROP FUNCTION IF EXISTS shop_set_cart_quantity(uuid, uuid, text, integer);
