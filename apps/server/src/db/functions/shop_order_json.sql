-- A checkout's answer (shop_checkout): the order and its lines as orders.repository's
-- checkoutCart reads them (the tables' rows, money as text), and whether an earlier attempt with
-- the same Idempotency-Key made it (replayed). PL/pgSQL, not SQL: its query's plan is kept for
-- the session instead of planned per call (a SQL function that cannot be inlined is planned on
-- every call, which the busiest write should not pay).
CREATE OR REPLACE FUNCTION shop_order_json(p_order orders, p_replayed boolean) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN json_build_object(
    'replayed', p_replayed,
    'order', json_build_object(
      'id', p_order.id, 'orderNumber', p_order.order_number, 'userId', p_order.user_id,
      'status', p_order.status,
      'customerName', p_order.customer_name, 'phoneNumber', p_order.phone_number,
      'address', p_order.address, 'pickupDate', p_order.pickup_date,
      'deliveryMode', p_order.delivery_mode, 'subtotal', p_order.subtotal::text,
      'deliveryFee', p_order.delivery_fee::text, 'totalAmount', p_order.total_amount::text,
      'deliveryZoneId', p_order.delivery_zone_id, 'deliveryZoneName', p_order.delivery_zone_name,
      'paymentMethod', p_order.payment_method, 'gcashReference', p_order.gcash_reference,
      'paid', p_order.paid, 'paidAt', p_order.paid_at, 'paidBy', p_order.paid_by,
      'smsUpdates', p_order.sms_updates,
      'customerInfoClearedAt', p_order.customer_info_cleared_at,
      'idempotencyKey', p_order.idempotency_key,
      'idempotencyFingerprint', p_order.idempotency_fingerprint,
      'channel', p_order.channel, 'soldBy', p_order.sold_by, 'shiftId', p_order.shift_id,
      'tendered', p_order.tendered::text, 'trackingCode', p_order.tracking_code,
      'createdAt', p_order.created_at),
    'items', coalesce((
      SELECT json_agg(json_build_object(
               'id', i.id, 'orderId', i.order_id, 'productId', i.product_id, 'name', i.name,
               'description', i.description, 'category', i.category, 'priceType', i.price_type,
               'unitPrice', i.unit_price::text, 'unit', i.unit, 'quantity', i.quantity,
               'refundedQuantity', i.refunded_quantity))
        FROM order_items i WHERE i.order_id = p_order.id), '[]'::json));
END;
$$;
