-- Issue 25: the holes an attack test found. Each part below names its item; statements are
-- separated by drizzle's breakpoint marker.
SELECT 1;
--> statement-breakpoint
-- Item 5 and 14: what an order's history records for staff alone (an approval over the day's
-- limit, a corrected delivery area); null for a plain status change.
ALTER TABLE "order_status_events" ADD COLUMN "detail" text;
