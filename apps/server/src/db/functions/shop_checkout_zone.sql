-- Checkout's delivery area (shop_checkout): a delivery order names an active area whenever one
-- exists ('SC400' zone-required), and the area it names must be active ('SC409'
-- zone-unavailable). Answers that area, or a row of nulls (pickup, or no areas at all).
CREATE OR REPLACE FUNCTION shop_checkout_zone(p_delivery_mode text, p_zone_id uuid)
RETURNS delivery_zones
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_zone delivery_zones;
BEGIN
  IF p_delivery_mode <> 'delivery' THEN
    RETURN v_zone;
  END IF;
  IF p_zone_id IS NULL THEN
    IF EXISTS (SELECT 1 FROM delivery_zones WHERE active) THEN
      RAISE EXCEPTION USING ERRCODE = 'SC400', MESSAGE =
        json_build_object('reason', 'zone-required')::text;
    END IF;
    RETURN v_zone;
  END IF;
  SELECT * INTO v_zone FROM delivery_zones WHERE id = p_zone_id AND active;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'SC409', MESSAGE =
      json_build_object('reason', 'zone-unavailable')::text;
  END IF;
  RETURN v_zone;
END;
$$;
