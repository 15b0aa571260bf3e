CREATE TABLE "product_sales" (
	"product_id" uuid NOT NULL,
	"category" text NOT NULL,
	"units_sold" integer NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	CONSTRAINT "product_sales_product_id_category_pk" PRIMARY KEY("product_id","category"),
	CONSTRAINT "product_sales_units_non_negative" CHECK ("product_sales"."units_sold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_sales" ADD CONSTRAINT "product_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: the approved sales recorded so far (written by hand after drizzle-kit's output).
INSERT INTO "product_sales" ("product_id", "category", "units_sold", "revenue")
SELECT oi."product_id", oi."category", sum(oi."quantity"), sum(oi."unit_price" * oi."quantity")
FROM "order_items" oi
JOIN "orders" o ON o."id" = oi."order_id"
WHERE o."status" = 'approved'
GROUP BY oi."product_id", oi."category";
