import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  CHART_PALETTE,
  REPORT_GROUPS,
  formatCalendarDate,
  formatPeso,
  percentChange,
  type ReportGroup,
  type SalesReportResponse,
} from '@shop/contract';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import {
  exportOrdersCsvUrl,
  ordersExportFileName,
  useSalesReport,
} from '../api/get-sales-report.ts';
import {
  SALES_RANGE_PRESETS,
  changeText,
  customRangeRefusal,
  hourEndLabel,
  periodLabel,
  presetRange,
  rangeLabel,
  salesViewOf,
  type SalesRangePreset,
} from '../utils/sales-range.ts';
import { DayClose } from './day-close.tsx';
import { ProductRanks } from './product-ranks.tsx';

const GROUP_LABELS: Record<ReportGroup, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** "45.2%"; "—" when there is nothing to take a share of. */
export const percentText = (value: number | null) => (value === null ? '—' : `${value}%`);

/**
 * The third analytics tab (issue 28): sales over a range of Manila days from the running totals,
 * against the previous period of the same length. Every choice is kept in the address
 * (?tab=sales&range=…&from=…&to=…&groupBy=…), so a reload or a shared link shows the same view.
 */
export function SalesOverTime() {
  const [params, setParams] = useSearchParams();
  const view = salesViewOf(params);
  const report = useSalesReport(view.range, view.groupBy);

  const change = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null) updated.delete(key);
          else updated.set(key, value);
        }
        return updated;
      },
      { replace: true },
    );

  const choosePreset = (preset: SalesRangePreset) => {
    if (preset !== 'custom') return change({ range: preset, from: null, to: null });
    // Custom starts from the days on screen, so the owner edits one end rather than both.
    const start = view.range ?? presetRange('last-7-days')!;
    change({ range: 'custom', from: start.from, to: start.to });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper component="section" aria-label="Range" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box role="group" aria-label="Range" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {SALES_RANGE_PRESETS.map((p) => (
            <Button
              key={p.value}
              size="small"
              variant={view.preset === p.value ? 'contained' : 'outlined'}
              aria-pressed={view.preset === p.value}
              onClick={() => choosePreset(p.value)}
            >
              {p.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          {view.preset === 'custom' && (
            <CustomDays
              from={params.get('from') ?? ''}
              to={params.get('to') ?? ''}
              onChange={(from, to) => change({ from, to })}
            />
          )}
          <TextField
            select
            size="small"
            label="Per"
            value={view.groupBy}
            onChange={(event) => change({ groupBy: event.target.value })}
            sx={{ minWidth: 120 }}
          >
            {REPORT_GROUPS.map((g) => (
              <MenuItem key={g} value={g}>
                {GROUP_LABELS[g]}
              </MenuItem>
            ))}
          </TextField>
          {view.range && (
            <Button
              variant="outlined"
              href={exportOrdersCsvUrl(view.range)}
              download={ordersExportFileName(view.range)}
            >
              Export orders CSV
            </Button>
          )}
        </Box>
      </Paper>
      {view.range === null ? null : report.isPending ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading the sales report" />
      ) : report.isError ? (
        <RetryAlert message={report.error.message} onRetry={() => void report.refetch()} />
      ) : (
        <SalesFigures report={report.data} loading={report.isPlaceholderData} />
      )}
      <DayClose />
    </Box>
  );
}

/** Custom's two days, with the report's own rules said under them before anything is asked. */
function CustomDays({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}) {
  const error = customRangeRefusal({ from, to });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, flexBasis: '100%' }}>
      <TextField
        type="date"
        size="small"
        label="From"
        value={from}
        onChange={(event) => onChange(event.target.value, to)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label="To"
        value={to}
        onChange={(event) => onChange(from, event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}

/** Everything the report says about one range, below the picker. */
function SalesFigures({ report, loading }: { report: SalesReportResponse; loading: boolean }) {
  const { totals, changes } = report;
  const range = { from: report.from, to: report.to };
  return (
    <Box sx={{ display: 'grid', gap: 3, opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
      <Typography variant="h6" component="h2">
        {rangeLabel(range)}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          against {rangeLabel(report.previous)}
        </Typography>
      </Typography>
      {totals.orders === 0 && (
        <Typography role="status" color="text.secondary">
          No sales in this range.
        </Typography>
      )}
      <Box
        component="ul"
        aria-label="Totals"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        <Card label="Revenue" value={formatPeso(totals.revenue)} change={changes.revenue} />
        <Card label="Orders" value={String(totals.orders)} change={changes.orders} />
        <Card
          label="Average order"
          value={totals.averageOrder === null ? '—' : formatPeso(totals.averageOrder)}
          change={changes.averageOrder}
        />
        <Card
          label="Margin"
          value={
            totals.costKnownShare === 0
              ? '—'
              : `${formatPeso(totals.margin)} (${percentText(totals.marginPercent)})`
          }
          change={changes.margin}
          note={
            totals.costKnownShare === 0
              ? 'No cost known for these sales'
              : totals.costKnownShare !== null && totals.costKnownShare < 100
                ? `Cost known for ${totals.costKnownShare}% of revenue`
                : undefined
          }
        />
        <Card
          label="Write-offs"
          value={formatPeso(totals.writeOffLoss)}
          change={changes.writeOffLoss}
          note={
            totals.writeOffsWithoutCost > 0
              ? `${totals.writeOffsWithoutCost} without a cost`
              : undefined
          }
        />
      </Box>
      <Splits report={report} />
      <RevenueChart report={report} />
      <TodayAgainstLastWeek today={report.today} />
      <ProductRanks report={report} />
    </Box>
  );
}

function Card({
  label,
  value,
  change,
  note,
}: {
  label: string;
  value: string;
  change: number | null;
  note?: string | undefined;
}) {
  return (
    <Paper component="li" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color:
            change === null || change === 0
              ? 'text.secondary'
              : change > 0
                ? 'success.dark'
                : 'error.dark',
        }}
      >
        {changeText(change)}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

/** Delivery fees, online against counter and cash against GCash: one small table. */
function Splits({ report }: { report: SalesReportResponse }) {
  const { totals } = report;
  const rows = [
    ['Online', totals.online],
    ['Counter', totals.counter],
    ['Cash', totals.cash],
    ['GCash', totals.gcash],
  ] as const;
  return (
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Channels and payments">
      <Table size="small" aria-label="Channels and payments">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>Sold</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              Orders
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              Revenue
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, split]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{split.orders}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPeso(split.revenue)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row">
              Delivery fees
            </TableCell>
            <TableCell />
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatPeso(totals.deliveryFees)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Revenue per period with the previous period's bar beside it. The chart is drawn for the eye;
 * "Table view" gives the same numbers as a table, which is what a screen reader reads.
 */
function RevenueChart({ report }: { report: SalesReportResponse }) {
  const [as, setAs] = useState<'chart' | 'table'>('chart');
  const labels = report.periods.map((p) => periodLabel(p, report.groupBy));
  return (
    <Paper component="section" aria-labelledby="revenue-chart-title" sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        <Typography id="revenue-chart-title" variant="h6" component="h3">
          Revenue per {report.groupBy}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={as}
          onChange={(_, value: 'chart' | 'table' | null) => value && setAs(value)}
          aria-label="Show revenue as"
        >
          <ToggleButton value="chart">Chart view</ToggleButton>
          <ToggleButton value="table">Table view</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {as === 'chart' ? (
        <Box
          tabIndex={0}
          role="region"
          aria-label="Revenue chart: choose Table view for the numbers"
          sx={{ overflowX: 'auto' }}
        >
          <Box sx={{ minWidth: Math.max(320, labels.length * 48) }}>
            <BarChart
              height={280}
              xAxis={[{ scaleType: 'band', data: labels }]}
              yAxis={[{ valueFormatter: (v: number) => formatPeso(v), width: 80 }]}
              series={[
                {
                  data: report.periods.map((p) => p.figures.revenue),
                  label: 'This period',
                  color: CHART_PALETTE[0],
                  valueFormatter: (v) => formatPeso(v ?? 0),
                },
                {
                  data: report.periods.map((p) => p.previous.revenue),
                  label: 'Previous period',
                  color: CHART_PALETTE[4],
                  valueFormatter: (v) => formatPeso(v ?? 0),
                },
              ]}
              grid={{ horizontal: true }}
            />
          </Box>
        </Box>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label="Revenue table">
          <Table size="small" aria-label={`Revenue per ${report.groupBy}`} sx={{ minWidth: 520 }}>
            <TableHead>
              <TableRow>
                {[
                  'Period',
                  'Orders',
                  'Revenue',
                  'Margin',
                  'Previous period',
                  'Previous revenue',
                ].map((h, i) => (
                  <TableCell
                    key={h}
                    align={i === 0 || i === 4 ? 'left' : 'right'}
                    sx={{ fontWeight: 700 }}
                  >
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {report.periods.map((p, i) => (
                <TableRow key={p.from}>
                  <TableCell component="th" scope="row">
                    {labels[i]}
                  </TableCell>
                  <TableCell align="right">{p.figures.orders}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPeso(p.figures.revenue)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPeso(p.figures.margin)}
                  </TableCell>
                  <TableCell>{periodLabel(p.previous, report.groupBy)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPeso(p.previous.revenue)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

function TodayAgainstLastWeek({ today }: { today: SalesReportResponse['today'] }) {
  const change = percentChange(today.revenue, today.lastWeekRevenue);
  const until = hourEndLabel(today.hour);
  return (
    <Paper component="section" aria-labelledby="today-title" sx={{ p: 2 }}>
      <Typography id="today-title" variant="h6" component="h3" gutterBottom>
        Today so far against the same weekday last week
      </Typography>
      <Typography>
        Today until {until}: <strong>{formatPeso(today.revenue)}</strong> from {today.orders}{' '}
        {today.orders === 1 ? 'order' : 'orders'}
      </Typography>
      <Typography>
        {formatCalendarDate(today.lastWeekDate)} until {until}:{' '}
        <strong>{formatPeso(today.lastWeekRevenue)}</strong> from {today.lastWeekOrders}{' '}
        {today.lastWeekOrders === 1 ? 'order' : 'orders'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {changeText(change)}
      </Typography>
    </Paper>
  );
}
