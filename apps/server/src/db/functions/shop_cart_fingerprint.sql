-- The fingerprint of a customer's cart as a checkout takes it (docs/decisions/0064): the sha256
-- of its lines (product, price type, quantity) in a fixed order, or null for an empty cart. A
-- checkout with an Idempotency-Key keeps it with the order; a retry with that key whose cart is
-- not empty must hold these same lines.
CREATE OR REPLACE FUNCTION shop_cart_fingerprint(p_user_id uuid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(string_agg(
           product_id::text || ' ' || price_type || ' ' || quantity::text, ','
           ORDER BY product_id, price_type COLLATE "C"), 'UTF8')), 'hex')
    FROM cart_items WHERE user_id = p_user_id;
$$;
