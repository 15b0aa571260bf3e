-- Checkout's daily limit (shop_checkout): a day whose orders of that kind reached the limit
-- (shop_day_full, which counts them under a lock on that day and kind) is refused, so
-- concurrent checkouts never pass the limit ('SC409' day-full).
CREATE OR REPLACE FUNCTION shop_checkout_book_day(
  p_pickup_date date,
  p_delivery_mode text,
  p_day_limit integer
) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF shop_day_full(p_pickup_date, p_delivery_mode, p_day_limit) THEN
    RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE = json_build_object(
      'reason', 'day-full', 'date', p_pickup_date, 'deliveryMode', p_delivery_mode)::text;
  END IF;
END;
$$;
