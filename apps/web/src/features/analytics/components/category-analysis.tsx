import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatPeso, sumPesos, type CategorySales } from '@shop/contract';
import { colors } from '../../../styles/tokens.ts';
import { arcLabelText, categoryTotals, formatShare, shareOf } from '../utils/analytics-rules.ts';

/** Revenue per category as a pie (labels on slices over 5 %) and the same numbers as a table. */
export function CategoryAnalysis({ data }: { data: CategorySales[] }) {
  const totals = categoryTotals(data);
  const revenue = sumPesos(totals.map((t) => t.revenue));
  const units = totals.reduce((sum, t) => sum + t.units, 0);
  const slices = totals.filter((t) => t.revenue > 0);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Revenue by category
        </Typography>
        {/* The table beside it carries the same numbers in text. */}
        <Box>
          <PieChart
            height={320}
            series={[
              {
                data: slices.map((s) => ({
                  id: s.category,
                  value: s.revenue,
                  label: s.label,
                  color: s.color,
                })),
                arcLabel: (item) => arcLabelText(item.value, revenue),
                valueFormatter: (item) =>
                  `${formatPeso(item.value)} (${formatShare(shareOf(item.value, revenue))})`,
                highlightScope: { fade: 'global', highlight: 'item' },
                paddingAngle: 1,
                cornerRadius: 3,
              },
            ]}
            sx={{ '& .MuiPieChart-arcLabel': { fill: colors.contrastText, fontWeight: 700 } }}
          />
        </Box>
      </Paper>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <TableContainer
        component={Paper}
        tabIndex={0}
        role="region"
        aria-label="Sales by category table"
      >
        <Table size="small" aria-label="Sales by category" sx={{ minWidth: 420 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Category</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Units sold
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Revenue
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Share
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {totals.map((t) => (
              <TableRow key={t.category}>
                <TableCell component="th" scope="row">
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box
                      aria-hidden="true"
                      sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: t.color }}
                    />
                    {t.label}
                  </Box>
                </TableCell>
                <TableCell align="right">{t.units}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatPeso(t.revenue)}
                </TableCell>
                <TableCell align="right">{formatShare(shareOf(t.revenue, revenue))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell sx={{ typography: 'body2', fontWeight: 700, color: 'text.primary' }}>
                Total
              </TableCell>
              <TableCell
                align="right"
                sx={{ typography: 'body2', fontWeight: 700, color: 'text.primary' }}
              >
                {units}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  typography: 'body2',
                  fontWeight: 700,
                  color: 'text.primary',
                  whiteSpace: 'nowrap',
                }}
              >
                {formatPeso(revenue)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Box>
  );
}
