-- One order as staff see it, in pieces (orders' queue.service staffOrderOf, and the counter
-- sale's answer, shop_counter_sale): the order and its lines as shop_order_json writes them, its
-- status changes in the order they took effect with who made each (orders.repository's
-- listStatusEvents), the name of who marked it paid, and the lots each line took, soonest
-- expiry first (stock.repository's allocationsOf). The TS mapping (order-views' toStaffOrder,
-- queue.service's queue entry) shapes them, the same one the queue listing uses.
CREATE OR REPLACE FUNCTION shop_staff_order_json(p_order orders) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_order json := shop_order_json(p_order, false);
BEGIN
  RETURN json_build_object(
    'order', v_order->'order',
    'items', v_order->'items',
    'events', coalesce((
      SELECT json_agg(json_build_object(
               'orderId', e.order_id, 'toStatus', e.to_status, 'note', e.note,
               'detail', e.detail, 'changedAt', e.changed_at, 'changedBy', u.username)
               ORDER BY e.changed_at, e.id)
        FROM order_status_events e LEFT JOIN users u ON u.id = e.changed_by
        WHERE e.order_id = p_order.id), '[]'::json),
    'paidBy', (SELECT username FROM users WHERE id = p_order.paid_by),
    'lots', coalesce((
      SELECT json_agg(json_build_object(
               'order_item_id', a.order_item_id, 'lot_id', a.lot_id,
               'quantity', a.quantity::text, 'expiration_date', l.expiration_date::text,
               'stock_unit', p.stock_unit)
               ORDER BY l.expiration_date, l.received_at, l.id)
        -- Each line's allocations by its key (OFFSET 0 keeps them per line): planned while
        -- order_item_lots was small, a join would scan all of it on every later call.
        FROM order_items i
        CROSS JOIN LATERAL (SELECT * FROM order_item_lots x
                              WHERE x.order_item_id = i.id OFFSET 0) a
        JOIN lots l ON l.id = a.lot_id
        JOIN products p ON p.id = l.product_id
        WHERE i.order_id = p_order.id), '[]'::json));
END;
$$;
