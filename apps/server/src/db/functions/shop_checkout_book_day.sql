-- Checkout's daily limit (shop_checkout): with a limit (p_day_limit not null), the day's orders
-- of that kind that hold stock (shop_order_holds_stock) are counted under a lock on that day and
-- kind, so concurrent checkouts never pass the limit ('SC409' day-full).
CREATE OR REPLACE FUNCTION shop_checkout_book_day(
  p_pickup_date date,
  p_delivery_mode text,
  p_day_limit integer
) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_booked integer;
BEGIN
  IF p_day_limit IS NULL THEN
    RETURN;
  END IF;
  -- One lock per day and kind: checkouts for the same day queue here, and each counts what the
  -- ones before it committed (each statement sees what committed before it started).
  PERFORM pg_advisory_xact_lock(hashtext('shop-day:' || p_delivery_mode || ':' || p_pickup_date));
  SELECT count(*)::integer INTO v_booked FROM orders
    WHERE pickup_date = p_pickup_date AND delivery_mode = p_delivery_mode
      AND shop_order_holds_stock(status);
  IF v_booked >= p_day_limit THEN
    RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object(
      'reason', 'day-full', 'date', p_pickup_date, 'deliveryMode', p_delivery_mode)::text;
  END IF;
END;
$$;
