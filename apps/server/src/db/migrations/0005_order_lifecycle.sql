-- The order lifecycle (docs/decisions/0062): order numbers, the statuses ready, completed and
-- cancelled, the note of each status change, and the queue's index by status group.
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
DROP INDEX "orders_queue_idx";--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN "note" text;--> statement-breakpoint
-- Orders placed before numbers existed get them in the order they were placed (written by hand
-- after drizzle-kit's output, which numbers them in storage order); new ones take the next.
ALTER TABLE "orders" ADD COLUMN "order_number" integer;--> statement-breakpoint
UPDATE "orders" o SET "order_number" = n."order_number"
  FROM (SELECT "id", nextval('order_number_seq') AS "order_number"
          FROM (SELECT "id" FROM "orders" ORDER BY "created_at", "id") ordered) n
  WHERE o."id" = n."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET DEFAULT nextval('order_number_seq');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER SEQUENCE "public"."order_number_seq" OWNED BY "orders"."order_number";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_unique" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_queue_idx" ON "orders" USING btree ("status","pickup_date","created_at") WHERE "orders"."customer_info_cleared_at" is null;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_note_length" CHECK (char_length("order_status_events"."note") <= 200);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'approved', 'ready', 'completed', 'declined', 'cancelled'));
