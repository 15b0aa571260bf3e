import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import {
  DELIVERY_MODE_LABELS,
  PAYMENT_METHOD_LABELS,
  PRICE_TYPE_LABELS,
  formatPeso,
  formatUnitPrice,
  orderLabel,
  statusLabel,
  type DeliveryMode,
  type OrderItem,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/contract';
import { formatTimestamp } from '../lib/format.ts';
import { ShopDate } from './shop-date.tsx';
import { BRAND } from './site-footer.tsx';

type SlipLine = Pick<OrderItem, 'name' | 'priceType' | 'price' | 'unit' | 'quantity' | 'subtotal'>;

/** "Delivery fee (Quezon City)" when the order names its delivery area, else "Delivery fee". */
export const deliveryFeeLabel = (deliveryZone: string | null): string =>
  deliveryZone ? `Delivery fee (${deliveryZone})` : 'Delivery fee';

/**
 * What a slip needs: the fields an `Order` (the customer's history) and a `CustomerQueueEntry`
 * (the cashier queue) share. The history carries its lines as `items`, the queue (in the
 * spec's shape) as `orderId.items`; either is accepted as it comes.
 */
export type SlipOrder = {
  orderNumber: number;
  status: OrderStatus;
  note: string | null;
  customerInfo: {
    name: string | null;
    phoneNumber: string | null;
    address: string | null;
    pickupDate: string;
  };
  deliveryMode: DeliveryMode;
  subtotal: number;
  deliveryFee: number;
  deliveryZone: string | null;
  totalAmount: number;
  paymentMethod: PaymentMethod;
  gcashReference: string | null;
  paid: boolean;
  createdAt: string;
  /** A counter cash sale: what the customer handed over and the change (issue 27). */
  tendered?: number | null;
  change?: number | null;
} & ({ items: readonly SlipLine[] } | { orderId: { items: readonly SlipLine[] } });

const linesOf = (order: SlipOrder): readonly SlipLine[] =>
  'items' in order ? order.items : order.orderId.items;

// A cashier may have cleared the customer's details; the slip says so rather than leaving gaps.
const orDash = (value: string | null) => value ?? '—';

/** One printed order: laid out for an 80 mm receipt printer, readable on A4 (styles/print.css). */
export function OrderSlip({ order }: { order: SlipOrder }) {
  const { customerInfo } = order;
  const mode = DELIVERY_MODE_LABELS[order.deliveryMode];
  return (
    <article className="slip" aria-label={`${orderLabel(order.orderNumber)} slip`}>
      <header className="slip-head">
        <p className="slip-shop">{BRAND}</p>
        <h1 className="slip-number">{orderLabel(order.orderNumber)}</h1>
        <p>Ordered {formatTimestamp(order.createdAt)}</p>
      </header>
      <dl className="slip-fields">
        <dt>Customer</dt>
        <dd>{orDash(customerInfo.name)}</dd>
        <dt>Phone</dt>
        <dd>{orDash(customerInfo.phoneNumber)}</dd>
        <dt>{mode}</dt>
        <dd>{orDash(customerInfo.address)}</dd>
        <dt>{order.deliveryMode === 'delivery' ? 'Delivery date' : 'Pickup date'}</dt>
        <dd>
          <ShopDate value={customerInfo.pickupDate} />
        </dd>
      </dl>
      <table className="slip-lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {linesOf(order).map((line, index) => (
            <tr key={index}>
              <td>
                <span className="slip-item">{line.name}</span>
                <span className="slip-tier">
                  {PRICE_TYPE_LABELS[line.priceType]} @ {formatUnitPrice(line.price, line.unit)}
                </span>
              </td>
              <td>{line.quantity}</td>
              <td>{formatPeso(line.subtotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="slip-sum">
            <th scope="row" colSpan={2}>
              Subtotal
            </th>
            <td>{formatPeso(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {deliveryFeeLabel(order.deliveryZone)}
            </th>
            <td>{formatPeso(order.deliveryFee)}</td>
          </tr>
          <tr className="slip-total">
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td>{formatPeso(order.totalAmount)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="slip-fields">
        <dt>Payment</dt>
        <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        {order.tendered != null && (
          <>
            <dt>Tendered</dt>
            <dd>{formatPeso(order.tendered)}</dd>
            <dt>Change</dt>
            <dd>{formatPeso(order.change ?? 0)}</dd>
          </>
        )}
        {order.paymentMethod === 'gcash' && (
          <>
            <dt>Reference</dt>
            <dd>{order.gcashReference ?? 'Not given yet'}</dd>
          </>
        )}
        <dt>Payment status</dt>
        <dd>{order.paid ? 'Paid' : 'Unpaid'}</dd>
      </dl>
      <dl className="slip-fields slip-status">
        <dt>Status</dt>
        <dd>{statusLabel(order.status, order.deliveryMode)}</dd>
        {order.note && (
          <>
            <dt>Note</dt>
            <dd>{order.note}</dd>
          </>
        )}
      </dl>
    </article>
  );
}

/** The one print-only container, while a slip waits to be printed. */
let slip: { container: HTMLElement; root: Root } | null = null;

function removeSlip() {
  slip?.root.unmount();
  slip?.container.remove();
  slip = null;
}

/**
 * Draws a slip (an order's, a shift's report, the day's close) into a print-only container at the end of <body> and opens the
 * browser's print dialog; styles/print.css hides everything else on paper and the slip on screen.
 * The container has its own React root, so the slip outlives the button (a row that leaves the
 * list, a layout that changes with the paper's width), and there is only ever one. It goes once
 * the dialog is done (`afterprint`: on phones print() may return before printing).
 */
export function printOnSlip(content: ReactNode, paper: 'receipt' | 'a4' = 'receipt') {
  if (!slip) {
    const container = document.createElement('div');
    document.body.append(container);
    slip = { container, root: createRoot(container) };
  }
  const { root, container } = slip;
  // An 80 mm receipt by default; A4 for a report kept on file (the day's close).
  container.className = paper === 'a4' ? 'print-slip print-a4' : 'print-slip';
  // The slip must be in the page before the print dialog takes its snapshot.
  flushSync(() => root.render(content));
  window.addEventListener('afterprint', removeSlip, { once: true });
  window.print();
}

/** Prints an order's slip (a counter sale's receipt prints this way at once). */
export const printOrderSlip = (order: SlipOrder) => printOnSlip(<OrderSlip order={order} />);

/** Print: prints this order's slip (printOrderSlip). */
export function PrintSlipButton({ order, label = 'Print' }: { order: SlipOrder; label?: string }) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PrintIcon />}
      onClick={() => printOrderSlip(order)}
      aria-label={`${label} ${orderLabel(order.orderNumber)}`}
      sx={{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
    >
      {label}
    </Button>
  );
}
