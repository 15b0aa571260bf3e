import Button from '@mui/material/Button';
import { useStore } from '@nanostores/react';
import {
  formatCalendarDate,
  formatPeso,
  orderLabel,
  statusLabel,
  type Order,
} from '@shop/contract';
import { $language } from '../../../i18n/language.ts';

/**
 * A finished older order as one line (issue 29): its number, status, date and total. Tapping it
 * opens the whole card in its place; the line is a button that says it expands.
 */
export function OrderSummary({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const language = useStore($language);
  const parts = [
    orderLabel(order.orderNumber),
    statusLabel(order.status, order.deliveryMode, language),
    formatCalendarDate(order.createdAt, language),
    formatPeso(order.totalAmount),
  ];
  return (
    <Button
      variant="outlined"
      color="inherit"
      aria-expanded={false}
      onClick={onOpen}
      sx={{
        justifyContent: 'space-between',
        textTransform: 'none',
        textAlign: 'left',
        py: 1.25,
        gap: 1,
        borderColor: 'divider',
      }}
      endIcon={<span aria-hidden="true">▾</span>}
    >
      {parts.join(' · ')}
    </Button>
  );
}
