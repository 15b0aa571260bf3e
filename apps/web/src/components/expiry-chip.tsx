import Chip from '@mui/material/Chip';
import type { ExpiryStatus } from '@shop/contract';
import { EXPIRY_CHIP_COLORS } from '../lib/expiry-colors.ts';
import { colors } from '../styles/tokens.ts';

/** The spec's expiry mark: Expired (red), Expiring Soon (orange), Active (green). */
export function ExpiryChip({ status }: { status: ExpiryStatus }) {
  return (
    <Chip
      size="small"
      label={status}
      sx={{ fontWeight: 600, color: colors.contrastText, bgcolor: EXPIRY_CHIP_COLORS[status] }}
    />
  );
}
