import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { QUEUE_SEARCH_MAX_LENGTH } from '@shop/contract';
import { useSearchDraft } from '../../../lib/use-search-draft.ts';

/**
 * Finds a customer's order at the counter: an order number, part of the name, or phone digits,
 * sent after a short pause in typing (or at once with Enter).
 */
export function QueueSearchBox({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
  const { draft, setDraft, sendNow } = useSearchDraft(search, onSearch);
  return (
    <TextField
      id="queue-search"
      label="Search orders"
      helperText="Order number, customer name or phone"
      type="search"
      size="small"
      fullWidth
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') sendNow();
      }}
      sx={{ mb: 2, maxWidth: 480 }}
      slotProps={{
        htmlInput: { maxLength: QUEUE_SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
