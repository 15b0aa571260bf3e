import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { PRICE_TYPE_LABELS, formatPeso, lineTotal, type CartItem } from '@shop/contract';

interface CartLineProps {
  item: CartItem;
  onRemove: () => void;
  removing: boolean;
}

/** One cart line: name, unit price and its tier, quantity, line total and a remove button. */
export function CartLine({ item, onRemove, removing }: CartLineProps) {
  const tier = PRICE_TYPE_LABELS[item.priceType];
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px 1fr auto', sm: '64px 1fr auto auto' },
        gridTemplateAreas: {
          xs: '"img info remove" "img total total"',
          sm: '"img info total remove"',
        },
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'center',
        py: 2,
        px: { xs: 1.5, sm: 2 },
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box
        component="img"
        src={item.product.images}
        alt=""
        width={64}
        height={48}
        sx={{
          gridArea: 'img',
          width: '100%',
          height: 'auto',
          aspectRatio: '4 / 3',
          objectFit: 'contain',
          bgcolor: '#fdf8ef',
          borderRadius: 1,
          alignSelf: 'start',
        }}
      />
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          {item.product.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`${formatPeso(item.price)} · ${tier}`}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {`Quantity: ${item.quantity}`}
        </Typography>
      </Box>
      <Typography
        sx={{ gridArea: 'total', fontWeight: 700, textAlign: 'right', whiteSpace: 'nowrap' }}
      >
        {formatPeso(lineTotal(item.price, item.quantity))}
      </Typography>
      <Tooltip title="Remove">
        <span style={{ gridArea: 'remove', justifySelf: 'end' }}>
          <IconButton
            aria-label={`Remove ${item.product.name} (${tier})`}
            onClick={onRemove}
            disabled={removing}
            color="error"
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
