import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import { CART_LINE_QUANTITY_MAX, PRICE_TYPE_LABELS, formatPeso } from '@shop/contract';
import { lineSubtotal, type SaleLine } from '../utils/sale-lines.ts';
import { ExpiryWarning } from './expiry-warning.tsx';

/** The sale's lines: each with −, the quantity (typed too), +, its amount, and remove. */
export function SaleLinesList({
  lines,
  onQuantity,
  onRemove,
}: {
  lines: readonly SaleLine[];
  onQuantity: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
}) {
  if (lines.length === 0)
    return <Typography sx={{ color: 'text.secondary', my: 2 }}>No products yet.</Typography>;
  return (
    <List aria-label="Sale lines" disablePadding>
      {lines.map((line, index) => {
        const name = `${line.product.name} (${PRICE_TYPE_LABELS[line.priceType]})`;
        return (
          <ListItem
            key={`${line.product._id}-${line.priceType}`}
            divider
            sx={{ display: 'grid', gap: 0.5, px: 0 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              <Typography>{formatPeso(lineSubtotal(line))}</Typography>
            </Box>
            <ExpiryWarning product={line.product} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <IconButton
                aria-label={`One less ${name}`}
                disabled={line.quantity <= 1}
                onClick={() => onQuantity(index, line.quantity - 1)}
              >
                <RemoveIcon />
              </IconButton>
              <TextField
                size="small"
                value={line.quantity}
                onChange={(event) => {
                  const typed = Number(event.target.value);
                  if (Number.isInteger(typed) && typed >= 1 && typed <= CART_LINE_QUANTITY_MAX)
                    onQuantity(index, typed);
                }}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', 'aria-label': `Quantity of ${name}` },
                }}
                sx={{ width: 80 }}
              />
              <IconButton
                aria-label={`One more ${name}`}
                onClick={() => onQuantity(index, line.quantity + 1)}
              >
                <AddIcon />
              </IconButton>
              <IconButton
                aria-label={`Remove ${name}`}
                onClick={() => onRemove(index)}
                sx={{ ml: 'auto' }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
