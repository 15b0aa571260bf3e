import { drawerDifference, formatPeso, orderLabel, type Shift } from '@shop/contract';
import { BRAND } from '../../../components/site-footer.tsx';
import { formatTimestamp } from '../../../lib/format.ts';

/** What a closed shift adds up to, as a list of figures: on screen and on the 80 mm report. */
export function ShiftFigures({ shift }: { shift: Shift }) {
  return (
    <dl className="slip-fields">
      <dt>Opened</dt>
      <dd>{formatTimestamp(shift.openedAt)}</dd>
      {shift.closedAt && (
        <>
          <dt>Closed</dt>
          <dd>{formatTimestamp(shift.closedAt)}</dd>
        </>
      )}
      <dt>Float</dt>
      <dd>{formatPeso(shift.float)}</dd>
      <dt>Cash sales</dt>
      <dd>
        {formatPeso(shift.cashSales)} ({shift.cashSalesCount})
      </dd>
      <dt>Online cash</dt>
      <dd>
        {formatPeso(shift.onlineCash)} ({shift.onlineCashCount})
      </dd>
      <dt>Cash refunds</dt>
      <dd>
        {formatPeso(shift.cashRefunds)} ({shift.cashRefundsCount})
      </dd>
      <dt>Expected cash</dt>
      <dd>{formatPeso(shift.expectedCash)}</dd>
      {shift.countedCash !== null && (
        <>
          <dt>Counted cash</dt>
          <dd>{formatPeso(shift.countedCash)}</dd>
        </>
      )}
      {shift.difference !== null && (
        <>
          <dt>Difference</dt>
          <dd>{drawerDifference(shift.difference)}</dd>
        </>
      )}
      <dt>GCash total</dt>
      <dd>{formatPeso(shift.gcashTotal)}</dd>
      {shift.gcashPayments.map((payment) => (
        <div key={payment.orderId} style={{ display: 'contents' }}>
          <dt>{orderLabel(payment.orderNumber)}</dt>
          <dd>
            {formatPeso(payment.amount)} ref {payment.reference ?? '—'}
          </dd>
        </div>
      ))}
      {shift.note && (
        <>
          <dt>Note</dt>
          <dd>{shift.note}</dd>
        </>
      )}
    </dl>
  );
}

/** The shift's report on an 80 mm slip (printOnSlip, styles/print.css). */
export function ShiftReport({ shift }: { shift: Shift }) {
  return (
    <article className="slip" aria-label="Shift report">
      <header className="slip-head">
        <p className="slip-shop">{BRAND}</p>
        <h1 className="slip-number">Shift report</h1>
        <p>{shift.cashier ?? ''}</p>
      </header>
      <ShiftFigures shift={shift} />
    </article>
  );
}
