-- Product search (issue 17, decision 68): trigram matching (pg_trgm) of accent-free text
-- (unaccent), on PostgreSQL and PGlite alike. shop_search_key is what every search compares:
-- lower case without accents, so "creme" finds "Crème". It is declared IMMUTABLE (unaccent itself
-- is only STABLE because its dictionary could change) so a generated column can keep it, and it
-- names its schema, so a restore with an empty search_path still finds unaccent.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_level" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_key" text GENERATED ALWAYS AS (shop_search_key(name || ' ' || description)) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_level_range" CHECK ("products"."low_stock_level" >= 0 and "products"."low_stock_level" <= 10000000);
--> statement-breakpoint
-- The words of each product's search key go into search_words as the product is written, for
-- the typo-forgiving match (products.repository.ts).
CREATE OR REPLACE FUNCTION shop_remember_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_key, '[^a-z0-9]+') AS w
    WHERE char_length(w) BETWEEN 3 AND 30
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF name, description ON products
  FOR EACH ROW EXECUTE FUNCTION shop_remember_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products, regexp_split_to_table(products.search_key, '[^a-z0-9]+') AS w
  WHERE char_length(w) BETWEEN 3 AND 30
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Statistics now, so the first searches read the words' index rather than scan the table.
ANALYZE search_words;
