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
--> statement-breakpoint
-- Item 13: one account per mailbox. users.email_key is the mailbox an address reaches
-- (modules/users/email-key.ts: lower case; for gmail.com and googlemail.com also without dots
-- and without what follows a "+" in the name, on gmail.com); unique, so `j.uan+x@gmail.com`
-- cannot sign up beside `juan@gmail.com`. The rows from before get their key by the same rule,
-- written here once in SQL. Two existing accounts that reach one mailbox both keep working:
-- the one whose address is already the key (else the oldest) takes the key, the others keep
-- their own lower-cased address as theirs (never the key of another row: a Gmail key has no
-- dot or "+" and is on gmail.com, and the addresses were unique already), and log in by it.
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
WITH parts AS (
  SELECT id, created_at, lower(btrim(email)) AS address,
         substring(lower(btrim(email)) FROM '^(.*)@[^@]*$') AS name,
         substring(lower(btrim(email)) FROM '@([^@]*)$') AS domain
  FROM "users"
), keyed AS (
  SELECT id, created_at, address,
         CASE WHEN domain IN ('gmail.com', 'googlemail.com')
                   AND replace(split_part(name, '+', 1), '.', '') <> ''
              THEN replace(split_part(name, '+', 1), '.', '') || '@gmail.com'
              ELSE address END AS key
  FROM parts
), ranked AS (
  SELECT id, address, key,
         row_number() OVER (PARTITION BY key ORDER BY address = key DESC, created_at, id) AS n
  FROM keyed
)
UPDATE "users" SET "email_key" = CASE WHEN ranked.n = 1 THEN ranked.key ELSE ranked.address END
FROM ranked WHERE "users".id = ranked.id;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key_unique" ON "users" USING btree ("email_key");
--> statement-breakpoint
-- Item 5 and 14: what an order's history records for staff alone (an approval over the day's
-- limit, a corrected delivery area); null for a plain status change.
ALTER TABLE "order_status_events" ADD COLUMN "detail" text;
--> statement-breakpoint
-- Item 7: the booking window (how many days ahead a checkout may book) is a setting, 30 days
-- as before until the admin changes it.
ALTER TABLE "shop_settings" ADD COLUMN "booking_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_booking_days_range" CHECK ("shop_settings"."booking_days" between 1 and 366);
--> statement-breakpoint
-- Item 11: a new product's search words are remembered once per INSERT statement (over its
-- transition table) rather than once per row, so an import's multi-row inserts do not run the
-- trigger 5,000 times while every other request waits (PGlite runs one transaction at a time).
-- A rename or new description still goes row by row (transition tables cannot be limited to
-- those columns, and a stock change, every checkout, must not pay for them), and only when the
-- text changed: an exported file imported back names every product unchanged.
CREATE OR REPLACE FUNCTION shop_remember_new_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_products, regexp_split_to_table(new_products.search_key, '[^a-z0-9]+') AS w
    WHERE char_length(w) BETWEEN 3 AND 30
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER products_search_words ON products;--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER UPDATE OF name, description ON products
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION shop_remember_search_words();--> statement-breakpoint
CREATE TRIGGER products_new_search_words AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_remember_new_search_words();
