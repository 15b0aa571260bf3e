-- Issue 25: the holes an attack test found. Each part below names its item; statements are
-- separated by drizzle's breakpoint marker.
SELECT 1;
--> statement-breakpoint
-- Item 7: the booking window (how many days ahead a checkout may book) is a setting, 30 days
-- as before until the admin changes it.
ALTER TABLE "shop_settings" ADD COLUMN "booking_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_booking_days_range" CHECK ("shop_settings"."booking_days" between 1 and 366);
