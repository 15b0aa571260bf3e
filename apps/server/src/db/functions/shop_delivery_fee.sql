-- The fee a delivery order pays in its area (design.md section 3): the area's fee, nothing from
-- the area's free-from subtotal up (null: never free). The one place the rule is decided: the
-- checkout charges it; the web's checkout summary shows the contract's deliveryFee before
-- asking, which a test pins to this function. Inlined like shop_sellable.
CREATE OR REPLACE FUNCTION shop_delivery_fee(fee numeric, free_from numeric, subtotal numeric)
RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN free_from IS NOT NULL AND subtotal >= free_from THEN 0 ELSE fee END $$;
