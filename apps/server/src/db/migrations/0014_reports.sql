CREATE TABLE "customer_days" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(24, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "customer_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_days" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(24, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(24, 2) DEFAULT '0' NOT NULL,
	"costed_revenue" numeric(24, 2) DEFAULT '0' NOT NULL,
	"written_off_units" numeric(24, 3) DEFAULT '0' NOT NULL,
	"write_off_loss" numeric(24, 2) DEFAULT '0' NOT NULL,
	"write_offs_without_cost" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_days_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"channel" text NOT NULL,
	"payment_method" text NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(24, 2) DEFAULT '0' NOT NULL,
	"delivery_fees" numeric(24, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(24, 2) DEFAULT '0' NOT NULL,
	"costed_revenue" numeric(24, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_days_day_hour_channel_payment_method_pk" PRIMARY KEY("day","hour","channel","payment_method"),
	CONSTRAINT "sales_days_hour_range" CHECK ("sales_days"."hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "customer_days" ADD CONSTRAINT "customer_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_days" ADD CONSTRAINT "product_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_days_product_idx" ON "product_days" USING btree ("product_id","day");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
-- The running totals of what was sold and written off before them (docs/decisions/0083), by
-- the rules of shop_record_sales and shop_change_lot: every order approved, ready or completed
-- on the Manila day and hour it was placed, its lines' units not refunded, the cost of the lots
-- they took when every lot has a cost; every write-off on its ledger row's Manila day.
CREATE TEMP VIEW report_backfill_lines AS
SELECT o.id AS order_id, o.user_id, o.channel, o.payment_method, o.delivery_fee,
       (o.created_at AT TIME ZONE 'Asia/Manila')::date AS day,
       extract(hour FROM o.created_at AT TIME ZONE 'Asia/Manila')::smallint AS hour,
       i.product_id, (i.quantity - i.refunded_quantity)::bigint AS units,
       i.unit_price * (i.quantity - i.refunded_quantity) AS revenue,
       (SELECT CASE WHEN count(*) > 0 AND count(*) = count(l.cost)
                    THEN round(sum(a.quantity * l.cost), 2) END
          FROM order_item_lots a JOIN lots l ON l.id = a.lot_id
         WHERE a.order_item_id = i.id) AS cost
  FROM orders o JOIN order_items i ON i.order_id = o.id
 WHERE o.status IN ('approved', 'ready', 'completed');
--> statement-breakpoint
CREATE TEMP VIEW report_backfill_orders AS
SELECT order_id, user_id, channel, payment_method, day, hour, max(delivery_fee) AS delivery_fee,
       sum(units) AS units, sum(revenue) AS revenue, coalesce(sum(cost), 0) AS cost,
       coalesce(sum(revenue) FILTER (WHERE cost IS NOT NULL), 0) AS costed_revenue
  FROM report_backfill_lines
 GROUP BY order_id, user_id, channel, payment_method, day, hour;
--> statement-breakpoint
INSERT INTO sales_days (day, hour, channel, payment_method, orders, units, revenue,
                        delivery_fees, cost, costed_revenue)
SELECT day, hour, channel, payment_method, count(*) FILTER (WHERE units > 0), sum(units),
       sum(revenue), sum(delivery_fee), sum(cost), sum(costed_revenue)
  FROM report_backfill_orders
 GROUP BY day, hour, channel, payment_method;
--> statement-breakpoint
INSERT INTO customer_days (day, user_id, orders, revenue)
SELECT day, user_id, count(*) FILTER (WHERE units > 0), sum(revenue)
  FROM report_backfill_orders
 WHERE user_id IS NOT NULL
 GROUP BY day, user_id;
--> statement-breakpoint
INSERT INTO product_days (day, product_id, units, revenue, cost, costed_revenue,
                          written_off_units, write_off_loss, write_offs_without_cost)
SELECT day, product_id, sum(units), sum(revenue), sum(cost), sum(costed_revenue),
       sum(written_off_units), sum(write_off_loss), sum(write_offs_without_cost)
  FROM (SELECT day, product_id, units, revenue, coalesce(cost, 0) AS cost,
               CASE WHEN cost IS NULL THEN 0 ELSE revenue END AS costed_revenue,
               0 AS written_off_units, 0 AS write_off_loss, 0 AS write_offs_without_cost
          FROM report_backfill_lines
        UNION ALL
        SELECT (at AT TIME ZONE 'Asia/Manila')::date, product_id, 0, 0, 0, 0, -change,
               coalesce(cost, 0), CASE WHEN cost IS NULL THEN 1 ELSE 0 END
          FROM stock_movements WHERE kind = 'written_off') t
 GROUP BY day, product_id;
--> statement-breakpoint
DROP VIEW report_backfill_orders;
--> statement-breakpoint
DROP VIEW report_backfill_lines;
