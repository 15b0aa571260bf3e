import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import {
  PRODUCT_SORTS,
  PRODUCT_SORT_LABELS,
  SEARCH_MAX_LENGTH,
  type ProductSort,
} from '@shop/contract';
import { useSearchDraft } from '../../../lib/use-search-draft.ts';

/**
 * Above the admin's table: a search box (sent after a short pause in typing), the sort menu and
 * the All / Needs attention filter with their counts.
 */
export function ProductsToolbar({
  q,
  sort,
  attentionOnly,
  counts,
  onSearch,
  onSort,
  onAttentionOnly,
}: {
  q: string;
  sort: ProductSort | undefined;
  attentionOnly: boolean;
  /** Rows listed, and of them the ones needing attention; undefined while loading. */
  counts: { all: number; attention: number } | undefined;
  onSearch: (q: string) => void;
  onSort: (sort: ProductSort) => void;
  onAttentionOnly: (on: boolean) => void;
}) {
  const { draft, setDraft } = useSearchDraft(q, onSearch);

  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <TextField
        id="admin-products-search"
        label="Search products"
        type="search"
        size="small"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        sx={{ flex: '1 1 220px', minWidth: 0 }}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        id="admin-products-sort"
        label="Sort by"
        select
        size="small"
        value={sort ?? 'expiry'}
        onChange={(event) => onSort(event.target.value as ProductSort)}
        sx={{ flex: '0 1 200px', minWidth: 160 }}
        // A native menu: the phone's own picker, and one tap less.
        slotProps={{ select: { native: true } }}
      >
        {PRODUCT_SORTS.map((value) => (
          <option key={value} value={value}>
            {PRODUCT_SORT_LABELS[value]}
          </option>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={attentionOnly ? 'attention' : 'all'}
        onChange={(_, value: 'all' | 'attention' | null) => {
          if (value) onAttentionOnly(value === 'attention');
        }}
        aria-label="Show products"
        // MUI's selected green on its 8 % green tint is 4.4:1 on the page background, and its
        // grey 4.2:1 under the hover tint: both below WCAG's 4.5:1. The dark green is 6.8:1.
        sx={{
          '& .MuiToggleButton-root': { color: 'text.secondary' },
          '& .MuiToggleButton-root.Mui-selected': { color: 'primary.dark' },
        }}
      >
        <ToggleButton value="all">All products{count(counts?.all)}</ToggleButton>
        <ToggleButton value="attention">Needs attention{count(counts?.attention)}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
