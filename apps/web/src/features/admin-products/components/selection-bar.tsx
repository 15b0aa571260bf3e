import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { formatCount } from '@shop/contract';
import { colors } from '../../../styles/tokens.ts';

/**
 * Shown while rows are selected: how many, "Edit selected" (the bulk edit) and a way to clear.
 * It stays at the top of the screen (under a phone's app bar) while the owner scrolls a long table.
 */
export function SelectionBar({
  count,
  onEdit,
  onClear,
}: {
  count: number;
  onEdit: () => void;
  onClear: () => void;
}) {
  return (
    // The live region exists before anything is selected, so the first count is announced.
    <Box aria-live="polite" sx={{ position: 'sticky', top: { xs: 64, md: 8 }, zIndex: 3 }}>
      {count > 0 && (
        <Paper
          role="region"
          aria-label="Selected products"
          elevation={3}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            px: 2,
            py: 1,
            mb: 2,
            bgcolor: colors.primaryWash,
          }}
        >
          <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
            {formatCount(count)} selected
          </Typography>
          <Button variant="contained" size="small" startIcon={<EditIcon />} onClick={onEdit}>
            Edit selected
          </Button>
          {/* Green on the bar's pale green is 4.7:1, 4.5:1 under the hover tint; dark green: 7:1. */}
          <Button size="small" onClick={onClear} sx={{ color: 'primary.dark' }}>
            Clear selection
          </Button>
        </Paper>
      )}
    </Box>
  );
}
