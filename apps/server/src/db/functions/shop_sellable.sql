-- Sellable (design.md section 3, Visibility): customers may see, add and buy a product only
-- while it expires more than 92 days after the shop's today. The database's one place for the
-- 92 days: the listing, add to cart, checkout and the checkout's refusal message all call it.
-- The admin's table says why a product is hidden before asking: its copy, the contract's
-- isSellable with SELLABLE_AFTER_DAYS, is pinned to this by db/rules-agree.test.ts.
-- One SQL expression, IMMUTABLE, neither STRICT nor SECURITY DEFINER nor SET: PostgreSQL
-- inlines it into the calling query, so `WHERE shop_sellable(expiration_date, $1)` is planned
-- as `expiration_date > $1 + 92` and uses the (category, expiration_date) index.
CREATE OR REPLACE FUNCTION shop_sellable(expiration_date date, today date) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT expiration_date > today + 92 $$;
