-- Checkout's first step (shop_checkout): the session and the cart lock, and the order an
-- earlier attempt with the same Idempotency-Key made.
-- - the session is confirmed: the user exists, is a customer and the token's version is theirs
--   (else 'SC401');
-- - the user's row is the cart lock, so a retry with the same key waits for the first attempt
--   and then finds its order. It is answered only when it asks for the same thing
--   (docs/decisions/0064): the same details (p_request_hash, the service's sha256 of the
--   validated body) and, when the cart is not empty, the same lines (shop_cart_fingerprint);
--   otherwise, or when that order's customer info has been cleared, 'SC422'. An order from
--   before fingerprints were kept is answered as before.
-- Answers that earlier order, or a row of nulls when this checkout is a new one.
CREATE OR REPLACE FUNCTION shop_checkout_session(
  p_user_id uuid,
  p_token_version integer,
  p_idempotency_key text,
  p_request_hash text
) RETURNS orders
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_order orders;
  v_cart_hash text;
BEGIN
  -- The cart lock. Each statement after it sees what committed before it started (READ
  -- COMMITTED in a volatile function), so a retry that waited here finds its first attempt's order.
  PERFORM 1 FROM users
    WHERE id = p_user_id AND role = 'customer' AND token_version = p_token_version
    FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'SC401', MESSAGE = json_build_object('reason', 'session')::text;
  END IF;
  IF p_idempotency_key IS NULL THEN
    RETURN v_order;
  END IF;

  SELECT * INTO v_order FROM orders
    WHERE user_id = p_user_id AND idempotency_key = p_idempotency_key;
  IF FOUND AND v_order.customer_info_cleared_at IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'SC422', MESSAGE =
      json_build_object('reason', 'idempotency-mismatch')::text;
  END IF;
  IF FOUND AND v_order.idempotency_fingerprint IS NOT NULL THEN
    -- The first attempt emptied the cart: an empty cart is what its retry finds.
    v_cart_hash := shop_cart_fingerprint(p_user_id);
    IF split_part(v_order.idempotency_fingerprint, ':', 1) IS DISTINCT FROM p_request_hash
       OR (v_cart_hash IS NOT NULL
           AND split_part(v_order.idempotency_fingerprint, ':', 2) <> v_cart_hash) THEN
      RAISE EXCEPTION USING ERRCODE = 'SC422', MESSAGE =
        json_build_object('reason', 'idempotency-mismatch')::text;
    END IF;
  END IF;
  RETURN v_order;
END;
$$;
