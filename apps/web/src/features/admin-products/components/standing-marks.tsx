import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import { PRODUCT_HIDDEN_REASON_LABELS, type Product, type productStanding } from '@shop/contract';
import { colors } from '../../../styles/tokens.ts';

type Standing = ReturnType<typeof productStanding>;

export const OUT_OF_STOCK_HINT = 'Customers see it but cannot order it';
export const lowStockHint = (level: number) => `At or below its low stock level of ${level}`;

// Outlined on white: readable on every row tint (red, orange, green), and apart from the expiry chip.
const markSx = (color: string) => ({
  fontWeight: 600,
  color,
  borderColor: color,
  bgcolor: colors.paper,
  height: 'auto',
  py: 0.25,
  '& .MuiChip-icon': { color },
  '& .MuiChip-label': { whiteSpace: 'normal' },
});

/**
 * What customers cannot do with a product and what runs low: "Hidden from customers" with the
 * reason (expired, or expiring within 92 days, which the shop hides), "Out of stock" (shown but
 * not orderable) and "Low stock". The explanations are tooltips that keyboard users reach too.
 */
export function StandingMarks({
  product,
  standing,
}: {
  product: Pick<Product, 'lowStockLevel'>;
  standing: Standing;
}) {
  const { hidden, lowStock } = standing;
  if (!hidden && !lowStock) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
      {(hidden === 'expired' || hidden === 'expiring') && (
        <Chip
          size="small"
          variant="outlined"
          icon={<VisibilityOffIcon />}
          data-mark="hidden"
          label={`Hidden from customers: ${PRODUCT_HIDDEN_REASON_LABELS[hidden]}`}
          sx={markSx(colors.errorDark)}
        />
      )}
      {hidden === 'out-of-stock' && (
        <Tooltip title={OUT_OF_STOCK_HINT} describeChild>
          <Chip
            size="small"
            variant="outlined"
            tabIndex={0}
            icon={<RemoveShoppingCartIcon />}
            data-mark="out-of-stock"
            label={PRODUCT_HIDDEN_REASON_LABELS['out-of-stock']}
            sx={markSx(colors.onErrorSurface)}
          />
        </Tooltip>
      )}
      {lowStock && (
        <Tooltip title={lowStockHint(product.lowStockLevel)} describeChild>
          <Chip
            size="small"
            variant="outlined"
            tabIndex={0}
            icon={<TrendingDownIcon />}
            data-mark="low-stock"
            label="Low stock"
            sx={markSx(colors.warning)}
          />
        </Tooltip>
      )}
    </Stack>
  );
}
