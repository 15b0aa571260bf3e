-- The database functions now live in src/db/functions/*.sql, applied with CREATE OR REPLACE at
-- every start after the migrations (docs/decisions/0058). shop_checkout and shop_add_to_cart now
-- take the shop's today (p_today) instead of a sellable cutoff (p_sellable_after), and
-- CREATE OR REPLACE cannot rename a parameter: the versions of migrations 0002 and 0003 are
-- dropped here, and the start recreates them from their files.
DROP FUNCTION IF EXISTS shop_checkout(uuid, integer, text, text, text, text, date, text, date, numeric);--> statement-breakpoint
DROP FUNCTION IF EXISTS shop_add_to_cart(uuid, uuid, text, integer, date);
