CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cashier_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"float" numeric(12, 2) NOT NULL,
	"closed_at" timestamp with time zone,
	"counted_cash" numeric(12, 2),
	"expected_cash" numeric(12, 2),
	"note" text,
	CONSTRAINT "shifts_float_non_negative" CHECK ("shifts"."float" >= 0),
	CONSTRAINT "shifts_counted_non_negative" CHECK ("shifts"."counted_cash" is null or "shifts"."counted_cash" >= 0),
	CONSTRAINT "shifts_closed_with_count" CHECK (("shifts"."closed_at" is null) = ("shifts"."counted_cash" is null) and ("shifts"."closed_at" is null) = ("shifts"."expected_cash" is null)),
	CONSTRAINT "shifts_note_length" CHECK (char_length("shifts"."note") <= 200)
);
--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"refund_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "refund_lines_refund_id_order_item_id_pk" PRIMARY KEY("refund_id","order_item_id"),
	CONSTRAINT "refund_lines_quantity_positive" CHECK ("refund_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"shift_id" uuid,
	"amount" numeric(12, 2) NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"refunded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_non_negative" CHECK ("refunds"."amount" >= 0),
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('cash', 'gcash')),
	CONSTRAINT "refunds_reason_length" CHECK (char_length("refunds"."reason") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tendered" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "payment_qr_image" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_idx" ON "shifts" USING btree ("cashier_id") WHERE "shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_opened_idx" ON "shifts" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_shift_idx" ON "refunds" USING btree ("shift_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sold_by_users_id_fk" FOREIGN KEY ("sold_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_unique" ON "products" USING btree ("barcode") WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_counter_idempotency_unique" ON "orders" USING btree ("sold_by","idempotency_key") WHERE "orders"."channel" = 'counter';--> statement-breakpoint
CREATE INDEX "orders_gcash_reference_idx" ON "orders" USING btree ("gcash_reference") WHERE "orders"."gcash_reference" is not null;--> statement-breakpoint
CREATE INDEX "orders_shift_idx" ON "orders" USING btree ("shift_id") WHERE "orders"."shift_id" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_barcode_length" CHECK (char_length("products"."barcode") between 1 and 32);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunded_range" CHECK ("order_items"."refunded_quantity" >= 0 and "order_items"."refunded_quantity" <= "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('online', 'counter'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tendered_covers_total" CHECK ("orders"."tendered" is null or "orders"."tendered" >= "orders"."total_amount");