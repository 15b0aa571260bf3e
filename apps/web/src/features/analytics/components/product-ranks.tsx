import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  REPORT_STALE_DAYS,
  formatCalendarDate,
  formatPeso,
  type SalesReportResponse,
} from '@shop/contract';

type Ranked = SalesReportResponse['topProducts']['byRevenue'][number];

const RANKS = [
  {
    key: 'byRevenue',
    title: 'Top products by revenue',
    value: (p: Ranked) => formatPeso(p.revenue),
  },
  { key: 'byUnits', title: 'Top products by units', value: (p: Ranked) => String(p.units) },
  {
    key: 'byMargin',
    title: 'Top products by margin',
    // A margin reached on part of the revenue only says so.
    value: (p: Ranked) =>
      p.costKnownShare === 0
        ? 'Cost unknown'
        : p.costKnownShare !== null && p.costKnownShare < 100
          ? `${formatPeso(p.margin)} (cost known for ${p.costKnownShare}%)`
          : formatPeso(p.margin),
  },
] as const;

const headCell = { fontWeight: 700 } as const;

/** One small table: a heading, then a row per item or one line saying there are none. */
function ListTable({
  title,
  head,
  rows,
  empty,
}: {
  title: string;
  head: string[];
  rows: { key: string; cells: string[] }[];
  empty: string;
}) {
  return (
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {empty}
        </Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {head.map((h, i) => (
                <TableCell key={h} align={i === 0 ? 'left' : 'right'} sx={headCell}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <TableCell key={i} component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={i} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {cell}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TableContainer>
  );
}

/** The range's best products three ways, the ones that stopped selling, and repeat customers. */
export function ProductRanks({ report }: { report: SalesReportResponse }) {
  const { repeatCustomers } = report;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {RANKS.map((rank) => (
        <ListTable
          key={rank.key}
          title={rank.title}
          head={[
            'Product',
            rank.key === 'byUnits' ? 'Units' : rank.key === 'byMargin' ? 'Margin' : 'Revenue',
          ]}
          rows={report.topProducts[rank.key].map((p) => ({
            key: p.productId,
            cells: [p.name, rank.value(p)],
          }))}
          empty="No sales in this range."
        />
      ))}
      <ListTable
        title={`In stock, no sale in ${REPORT_STALE_DAYS} days`}
        head={['Product', 'Stock', 'Last sold']}
        rows={report.notSelling.map((p) => ({
          key: p.productId,
          cells: [p.name, String(p.stock), p.lastSold ? formatCalendarDate(p.lastSold) : 'Never'],
        }))}
        empty={`Every product in stock sold in the last ${REPORT_STALE_DAYS} days.`}
      />
      <Paper component="section" aria-labelledby="repeat-title" sx={{ p: 2 }}>
        <Typography id="repeat-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Repeat customers
        </Typography>
        <Typography>
          {repeatCustomers.customers === 0
            ? 'No customer ordered twice or more in this range.'
            : `${repeatCustomers.customers} ${repeatCustomers.customers === 1 ? 'customer' : 'customers'} ordered twice or more: ${formatPeso(repeatCustomers.revenue)}${repeatCustomers.share === null ? '' : `, ${repeatCustomers.share}% of revenue`}.`}
        </Typography>
      </Paper>
    </Box>
  );
}
