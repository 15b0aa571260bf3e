import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@shop/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCategorySales } from '../api/get-category-sales.ts';
import { CategoryAnalysis } from '../components/category-analysis.tsx';
import { SalesOverTime } from '../components/sales-over-time.tsx';
import { TopProductsRanking } from '../components/top-products-ranking.tsx';
import { StockCounts } from '../components/stock-counts.tsx';
import { NO_SALES_TEXT, hasSales } from '../utils/analytics-rules.ts';

/** The tabs, each with its name in the address (?tab=…): a reload or a link opens the same one. */
const TABS = [
  { key: 'categories', label: 'Category Analysis' },
  { key: 'top', label: 'Top Products Ranking' },
  { key: 'sales', label: 'Sales Over Time' },
] as const;

export function Component() {
  usePageTitle('Analytics');
  const [params, setParams] = useSearchParams();
  const tab = Math.max(
    0,
    TABS.findIndex((t) => t.key === params.get('tab')),
  );
  const setTab = (index: number) =>
    // Each tab keeps only its own choices in the address.
    setParams(index === 0 ? {} : { tab: TABS[index]!.key }, { replace: true });
  const sales = useCategorySales();

  let content;
  if (sales.isPending) content = <PageLoading />;
  else if (sales.isError)
    content = (
      <Alert severity="error" sx={{ my: 2 }}>
        {MESSAGES.analyticsFailed}
      </Alert>
    );
  else if (!hasSales(sales.data))
    content = (
      <Paper sx={{ p: 4, textAlign: 'center' }}>
        <Typography role="status">{NO_SALES_TEXT}</Typography>
      </Paper>
    );
  else
    content =
      tab === 0 ? (
        <CategoryAnalysis data={sales.data.data} />
      ) : (
        <TopProductsRanking products={sales.data.topProducts} />
      );
  // Sales over time reads its own report, with or without sales since the shop opened.
  if (tab === 2) content = <SalesOverTime />;

  return (
    <>
      <PageHeader>Analytics</PageHeader>
      <StockCounts />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, value: number) => setTab(value)}
          aria-label="Analytics views"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map(({ label }, index) => (
            <Tab
              key={label}
              label={label}
              id={`analytics-tab-${index}`}
              aria-controls={`analytics-tabpanel-${index}`}
            />
          ))}
        </Tabs>
      </Box>
      {TABS.map(({ label }, index) => (
        // Every panel exists so every tab's aria-controls points at an element.
        <Box
          key={label}
          role="tabpanel"
          hidden={tab !== index}
          id={`analytics-tabpanel-${index}`}
          aria-labelledby={`analytics-tab-${index}`}
        >
          {tab === index && content}
        </Box>
      ))}
    </>
  );
}
