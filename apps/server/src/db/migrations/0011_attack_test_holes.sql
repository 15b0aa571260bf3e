-- Issue 25: the holes an attack test found. Each part below names its item; statements are
-- separated by drizzle's breakpoint marker.
SELECT 1;
--> statement-breakpoint
-- Item 3: texts past SMS_PER_NUMBER_PER_DAY are kept as skipped; a number's texts of the day are counted by index
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_status";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_status" CHECK ("notifications"."status" in ('pending', 'sent', 'failed', 'skipped'));
--> statement-breakpoint
CREATE INDEX "notifications_sms_recipient_idx" ON "notifications" USING btree ("recipient","created_at") WHERE "notifications"."channel" = 'sms';
