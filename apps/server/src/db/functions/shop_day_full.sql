-- Whether a day's orders of one kind have reached the shop's daily limit (p_day_limit; null: no
-- limit, never full). The orders that hold stock (shop_order_holds_stock) are counted under a
-- lock on that day and kind, held to the end of the transaction, so bookings of the same day
-- (checkouts, staff approving a declined order again) queue here and each counts what the ones
-- before it committed (each statement sees what committed before it started). The one place
-- the limit is decided: checkout refuses a full day (shop_checkout_book_day); staff may approve
-- over it on purpose (status.service).
CREATE OR REPLACE FUNCTION shop_day_full(
  p_pickup_date date,
  p_delivery_mode text,
  p_day_limit integer
) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_booked integer;
BEGIN
  IF p_day_limit IS NULL THEN
    RETURN false;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('shop-day:' || p_delivery_mode || ':' || p_pickup_date));
  SELECT count(*)::integer INTO v_booked FROM orders
    WHERE pickup_date = p_pickup_date AND delivery_mode = p_delivery_mode
      AND shop_order_holds_stock(status);
  RETURN v_booked >= p_day_limit;
END;
$$;
