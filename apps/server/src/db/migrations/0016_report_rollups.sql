CREATE TABLE "customer_months" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_month" integer NOT NULL,
	"orders" bigint[] NOT NULL,
	"revenue" numeric(24, 2)[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_months" (
	"month" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue" numeric(24, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(24, 2) DEFAULT '0' NOT NULL,
	"costed_revenue" numeric(24, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "product_months_month_product_id_pk" PRIMARY KEY("month","product_id")
);
--> statement-breakpoint
ALTER TABLE "customer_months" ADD CONSTRAINT "customer_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_months" ADD CONSTRAINT "product_months_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_days_write_offs_idx" ON "product_days" USING btree ("day") WHERE "product_days"."written_off_units" <> 0 or "product_days"."write_offs_without_cost" <> 0;--> statement-breakpoint
-- The running totals of the months so far (docs/decisions/0083), rolled up from the daily ones
-- 0014 began (kept equal to the orders since): product_days' sales per month and product, and
-- customer_days summed per customer through the end of each month from its first.
CREATE TEMP VIEW customer_day_months AS
SELECT user_id, (extract(year FROM day) * 12 + extract(month FROM day) - 1)::integer AS month,
       orders, revenue
  FROM customer_days;
--> statement-breakpoint
INSERT INTO product_months (month, product_id, units, revenue, cost, costed_revenue)
SELECT date_trunc('month', day)::date, product_id, sum(units), sum(revenue), sum(cost),
       sum(costed_revenue)
  FROM product_days
 GROUP BY 1, 2
HAVING sum(units) <> 0 OR sum(revenue) <> 0 OR sum(cost) <> 0 OR sum(costed_revenue) <> 0;
--> statement-breakpoint
-- Months numbered as shop_month_number does (the functions are created after the migrations).
INSERT INTO customer_months (user_id, first_month, orders, revenue)
SELECT user_id, min(month), array_agg(orders::bigint ORDER BY month),
       array_agg(revenue ORDER BY month)
  FROM (SELECT s.user_id, g AS month,
               sum(coalesce(d.orders, 0)) OVER w AS orders,
               sum(coalesce(d.revenue, 0)) OVER w AS revenue
          FROM (SELECT user_id, min(month) AS first_month, max(month) AS last_month
                  FROM customer_day_months GROUP BY user_id) s
         CROSS JOIN LATERAL generate_series(s.first_month, s.last_month) g
          LEFT JOIN (SELECT user_id, month, sum(orders) AS orders, sum(revenue) AS revenue
                       FROM customer_day_months GROUP BY 1, 2) d
            ON d.user_id = s.user_id AND d.month = g
        WINDOW w AS (PARTITION BY s.user_id ORDER BY g)) t
 GROUP BY user_id;
--> statement-breakpoint
DROP VIEW customer_day_months;
