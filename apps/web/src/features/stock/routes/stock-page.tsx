import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {
  MESSAGES,
  STOCK_MOVEMENT_KINDS,
  STOCK_MOVEMENT_KIND_LABELS,
  formatPeso,
  shopToday,
} from '@shop/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { useProducts } from '../../../lib/get-products.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  STOCK_FAILED,
  exportStockMovementsUrl,
  stockExportFileName,
  useStockMovements,
} from '../api/get-stock-movements.ts';
import { StockMovementList } from '../components/stock-movement-list.tsx';
import { readStockFilters, type StockFilters } from '../utils/stock-filters.ts';

const ALL = '';

/**
 * The admin's stock ledger (issue 26): every change of stock, newest first, filtered by
 * product, kind and Manila days (kept in the address), a page at a time; the write-off loss
 * over the same product and days; the same rows as CSV.
 */
export function Component() {
  usePageTitle('Stock');
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = readStockFilters(params);
  const movements = useStockMovements(filters, page);
  const products = useProducts(undefined);

  /** A filter changed: back to the first page. */
  function setFilter(name: keyof StockFilters, value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }
  function goTo(next: number) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  }

  const data = movements.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  // The server adds up the write-offs of the chosen product and days, whatever the kind filter.
  let lossText: string = MESSAGES.loading;
  if (movements.isError && !data) lossText = STOCK_FAILED;
  else if (data) {
    const { loss: pesos, withoutCost } = data.writeOffs;
    lossText = formatPeso(pesos);
    if (withoutCost > 0)
      lossText += ` (${withoutCost} ${withoutCost === 1 ? 'write-off' : 'write-offs'} without a cost)`;
  }

  return (
    <>
      <PageHeader>Stock</PageHeader>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Every change of stock, newest first: deliveries received, sales, returns, counts, write-offs
        and corrections.
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label="Filter stock movements"
        onSubmit={(event) => event.preventDefault()}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          mb: 2,
        }}
      >
        <TextField
          select
          id="stock-product"
          label="Product"
          value={filters.productId ?? ALL}
          onChange={(event) => setFilter('productId', event.target.value)}
        >
          <MenuItem value={ALL}>All products</MenuItem>
          {(products.data?.products ?? []).map((product) => (
            <MenuItem key={product._id} value={product._id}>
              {product.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="stock-kind"
          label="Kind"
          value={filters.kind ?? ALL}
          onChange={(event) => setFilter('kind', event.target.value)}
        >
          <MenuItem value={ALL}>All kinds</MenuItem>
          {STOCK_MOVEMENT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {STOCK_MOVEMENT_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="stock-from"
          label="From"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => setFilter('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id="stock-to"
          label="To"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => setFilter('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from } }}
        />
      </Box>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          mb: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box role="status" aria-live="polite">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Write-off loss
          </Typography>
          <Typography>{lossText}</Typography>
        </Box>
        <Button
          variant="contained"
          href={exportStockMovementsUrl(filters)}
          download={stockExportFileName(shopToday())}
          startIcon={<DownloadIcon />}
        >
          Download CSV
        </Button>
      </Paper>
      {movements.isPending ? (
        <Paper variant="outlined" role="status" sx={{ p: 4, textAlign: 'center' }}>
          {MESSAGES.loading}
        </Paper>
      ) : movements.isError && !data ? (
        <Paper
          variant="outlined"
          role="alert"
          sx={{ p: 4, textAlign: 'center', color: 'error.main' }}
        >
          {movements.error.message}{' '}
          <Button size="small" onClick={() => void movements.refetch()}>
            Retry
          </Button>
        </Paper>
      ) : !data || data.movements.length === 0 ? (
        <Paper
          variant="outlined"
          role="status"
          sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}
        >
          No stock movements match.
        </Paper>
      ) : (
        <>
          <StockMovementList movements={data.movements} />
          <Box
            component="nav"
            aria-label="Pages"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}
          >
            <Button variant="outlined" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              Previous
            </Button>
            <Typography role="status">{`Page ${page} of ${pages} (${data.total} ${data.total === 1 ? 'movement' : 'movements'})`}</Typography>
            <Button variant="outlined" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              Next
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
