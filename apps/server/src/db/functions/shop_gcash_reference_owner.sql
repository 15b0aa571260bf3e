-- A GCash reference names one payment (issue 27): the number of another order (not p_order_id)
-- that already carries p_reference, or null. It takes a transaction lock on the reference first,
-- so two orders giving the same reference at once (checkout, the customer's later entry, the
-- counter) are decided one after the other and the second sees the first.
CREATE OR REPLACE FUNCTION shop_gcash_reference_owner(p_reference text, p_order_id uuid)
RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('shop-gcash:' || p_reference));
  RETURN (SELECT order_number FROM orders
            WHERE gcash_reference = p_reference AND id IS DISTINCT FROM p_order_id
            ORDER BY created_at LIMIT 1);
END;
$$;
