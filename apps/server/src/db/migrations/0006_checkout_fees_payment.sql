-- Issue 16 (docs/decisions/0063): unit labels per price tier, delivery areas and fees, the shop's
-- settings, the payment method with the cashier's paid mark, and the texting choice. shop_checkout
-- takes new parameters, and CREATE OR REPLACE cannot add them: the old one is dropped here and the
-- start recreates it from db/functions/shop_checkout.sql.
DROP FUNCTION IF EXISTS shop_checkout(uuid, integer, text, text, text, text, date, text, date, numeric);--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"fee" numeric(12, 2) NOT NULL,
	"free_from" numeric(12, 2),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_fee_non_negative" CHECK ("delivery_zones"."fee" >= 0),
	CONSTRAINT "delivery_zones_free_from_non_negative" CHECK ("delivery_zones"."free_from" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shop_name" text NOT NULL,
	"address" text,
	"phone" text,
	"hours" text,
	"gcash_number" text,
	"gcash_name" text,
	"facebook_url" text,
	"instagram_url" text,
	"gmail_address" text,
	"contact_url" text,
	"minimum_order" numeric(12, 2),
	"cutoff_time" time,
	"closed_weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_pickups_per_day" integer,
	"max_deliveries_per_day" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "half_price_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "retail_price_unit" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit" text;--> statement-breakpoint
-- Orders placed before delivery fees existed paid none: their subtotal is their total (written by
-- hand after drizzle-kit's output, which adds the column NOT NULL at once).
ALTER TABLE "orders" ADD COLUMN "subtotal" numeric(12, 2);--> statement-breakpoint
UPDATE "orders" SET "subtotal" = "total_amount";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gcash_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sms_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_day_idx" ON "orders" USING btree ("pickup_date","delivery_mode") WHERE "orders"."status" not in ('declined', 'cancelled');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_units_length" CHECK (char_length("products"."price_unit") <= 30 and char_length("products"."half_price_unit") <= 30 and char_length("products"."retail_price_unit") <= 30);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fee_non_negative" CHECK ("orders"."delivery_fee" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_amount" = "orders"."subtotal" + "orders"."delivery_fee");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cash', 'gcash'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gcash_reference_digits" CHECK ("orders"."gcash_reference" ~ '^[0-9]{13}$');