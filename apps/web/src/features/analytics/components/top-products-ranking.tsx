import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { CHART_PALETTE, formatPeso, type TopProduct } from '@shop/contract';
import { rankTopProducts } from '../utils/analytics-rules.ts';

const HEAD = ['Rank', 'Product', 'Category', 'Units sold', 'Revenue', 'Average price'];

/** The ten best sellers in the server's order (units sold): units as bars, the numbers as a table. */
export function TopProductsRanking({ products }: { products: TopProduct[] }) {
  const ranked = rankTopProducts(products);
  // Rank-prefixed so two names that truncate alike stay separate bars.
  const axisLabels = ranked.map((p) => `${p.rank}. ${p.shortName}`);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Top {ranked.length} products by units sold
        </Typography>
        {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
        <Box tabIndex={0} role="region" aria-label="Top products chart" sx={{ overflowX: 'auto' }}>
          <Box sx={{ minWidth: 600 }}>
            <BarChart
              layout="horizontal"
              height={Math.max(220, 48 * ranked.length + 60)}
              yAxis={[
                {
                  scaleType: 'band',
                  data: axisLabels,
                  width: 300,
                  tickLabelStyle: { fontSize: 12 },
                },
              ]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[
                {
                  data: ranked.map((p) => p.units),
                  label: 'Units sold',
                  color: CHART_PALETTE[0],
                },
              ]}
              hideLegend
              grid={{ vertical: true }}
            />
          </Box>
        </Box>
      </Paper>
      <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Top products table">
        <Table size="small" aria-label="Top products ranking" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              {HEAD.map((h, i) => (
                <TableCell key={h} align={i >= 3 ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ranked.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{p.rank}</TableCell>
                <TableCell component="th" scope="row" title={p.name}>
                  {p.shortName}
                </TableCell>
                <TableCell>{p.category}</TableCell>
                <TableCell align="right">{p.units}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatPeso(p.revenue)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatPeso(p.averagePrice)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
