-- Product search (issue 17): trigram matching (pg_trgm) of accent-free text (unaccent), on
-- PostgreSQL and PGlite alike. shop_search_key is what the index and every search compare: lower
-- case without accents, so "creme" finds "Crème". It is declared IMMUTABLE (unaccent itself is only
-- STABLE because its dictionary could change) and names its schema, so that the index can use it
-- and a restore with an empty search_path still finds unaccent.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_level" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (shop_search_key("name" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_level_range" CHECK ("products"."low_stock_level" >= 0 and "products"."low_stock_level" <= 10000000);