-- The shop's today (Asia/Manila, no daylight saving): what the database's own work uses when no
-- caller passed the server's today (a product's first lot, written by the insert trigger).
CREATE OR REPLACE FUNCTION shop_today() RETURNS date
LANGUAGE sql STABLE AS $$ SELECT (now() AT TIME ZONE 'Asia/Manila')::date $$;
