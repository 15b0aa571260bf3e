import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  drawerDifference,
  formatCalendarDate,
  formatPeso,
  isCalendarDate,
  shopToday,
  type DayReportResponse,
} from '@shop/contract';
import { printOnSlip } from '../../../components/order-slip.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { BRAND } from '../../../components/site-footer.tsx';
import { formatTimestamp } from '../../../lib/format.ts';
import { useDayReport } from '../api/get-sales-report.ts';

/**
 * One Manila day's close as a slip: money per payment method (online paid, counter, refunds, net),
 * delivery fees, the shifts with their over or short, and write-offs. The same element is shown
 * on screen and printed (printOnSlip) on an 80 mm receipt or on A4 (styles/print.css).
 */
export function DayCloseSlip({ day }: { day: DayReportResponse }) {
  const methods = [
    ['Cash', day.cash],
    ['GCash', day.gcash],
  ] as const;
  return (
    <article className="slip" aria-label={`Day's close, ${formatCalendarDate(day.date)}`}>
      <header className="slip-head">
        <p className="slip-shop">{BRAND}</p>
        <h1 className="slip-number">Day&apos;s close</h1>
        <p>{formatCalendarDate(day.date)}</p>
      </header>
      <table className="slip-lines">
        <thead>
          <tr>
            <th scope="col">Money</th>
            <th scope="col">Online</th>
            <th scope="col">Counter</th>
            <th scope="col">Refunds</th>
            <th scope="col">Net</th>
          </tr>
        </thead>
        <tbody>
          {methods.map(([label, money]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatPeso(money.online)}</td>
              <td>{formatPeso(money.counter)}</td>
              <td>{formatPeso(money.refunds)}</td>
              <td>{formatPeso(money.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="slip-fields">
        <dt>Orders sold</dt>
        <dd>{day.sales.orders}</dd>
        <dt>Revenue</dt>
        <dd>{formatPeso(day.sales.revenue)}</dd>
        <dt>Delivery fees</dt>
        <dd>{formatPeso(day.sales.deliveryFees)}</dd>
        <dt>Write-offs</dt>
        <dd>{formatPeso(day.sales.writeOffLoss)}</dd>
      </dl>
      <section className="slip-status" aria-label="Shifts">
        <h2 className="slip-shop">Shifts</h2>
        {day.shifts.length === 0 ? (
          <p>No shift that day.</p>
        ) : (
          <dl className="slip-fields">
            {day.shifts.map((s) => (
              <div key={s._id} style={{ display: 'contents' }}>
                <dt>{s.cashier ?? 'Removed cashier'}</dt>
                <dd>
                  {formatTimestamp(s.openedAt)}
                  {s.closedAt ? ` – ${formatTimestamp(s.closedAt)}` : ''}
                  <br />
                  Expected {s.expectedCash === null ? '—' : formatPeso(s.expectedCash)}, counted{' '}
                  {s.countedCash === null ? '—' : formatPeso(s.countedCash)}:{' '}
                  {s.overShort === null ? 'still open' : drawerDifference(s.overShort)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className="slip-status" aria-label="Write-offs">
        <h2 className="slip-shop">Write-offs</h2>
        {day.writeOffs.length === 0 ? (
          <p>No write-off that day.</p>
        ) : (
          <dl className="slip-fields">
            {day.writeOffs.map((w, i) => (
              <div key={i} style={{ display: 'contents' }}>
                <dt>{w.productName}</dt>
                <dd>
                  {w.units} {w.units === 1 ? 'unit' : 'units'},{' '}
                  {w.cost === null ? 'cost unknown' : formatPeso(w.cost)}
                  {w.reason ? ` (${w.reason})` : ''}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </article>
  );
}

/** The day's close below the sales: a day (today first), its slip, and two ways to print it. */
export function DayClose() {
  const [date, setDate] = useState(shopToday);
  const valid = isCalendarDate(date);
  const day = useDayReport(valid ? date : shopToday());
  return (
    <Paper
      component="section"
      aria-labelledby="day-close-title"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Typography id="day-close-title" variant="h6" component="h2">
        The day&apos;s close
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          type="date"
          size="small"
          label="Day"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={!valid}
          helperText={valid ? ' ' : 'Choose a day.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          disabled={!day.data}
          onClick={() => day.data && printOnSlip(<DayCloseSlip day={day.data} />)}
        >
          Print 80 mm
        </Button>
        <Button
          variant="outlined"
          disabled={!day.data}
          onClick={() => day.data && printOnSlip(<DayCloseSlip day={day.data} />, 'a4')}
        >
          Print A4
        </Button>
      </Box>
      {day.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading the day's close" />
      ) : day.isError ? (
        <RetryAlert message={day.error.message} onRetry={() => void day.refetch()} />
      ) : (
        <Box sx={{ maxWidth: 560, overflowX: 'auto' }}>
          <DayCloseSlip day={day.data} />
        </Box>
      )}
    </Paper>
  );
}
