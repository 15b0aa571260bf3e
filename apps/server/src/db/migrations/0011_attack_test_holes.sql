-- Issue 25: the holes an attack test found. Each part below names its item; statements are
-- separated by drizzle's breakpoint marker.
SELECT 1;
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
