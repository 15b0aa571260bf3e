import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  STOCK_MOVEMENT_KIND_LABELS,
  WRITE_OFF_REASON_LABELS,
  formatPeso,
  orderLabel,
  type StockMovement,
} from '@shop/contract';
import { CardList } from '../../../components/card-list.tsx';
import { CardField, CardHeading } from '../../../components/card-parts.tsx';
import { StaffTable } from '../../../components/staff-table.tsx';
import { formatTimestamp } from '../../../lib/format.ts';
import { signedChange } from '../utils/stock-filters.ts';

/** Below this width the nine columns do not fit beside the drawer (as the other staff lists). */
const TABLE_MIN_WIDTH_PX = 1280;
const LABEL = 'Stock movements';
const COLUMNS = ['WHEN', 'PRODUCT', 'KIND', 'CHANGE', 'LOT AFTER', 'BY', 'ORDER', 'NOTE', 'COST'];

/** "Damaged: torn sack": a write-off's reason before the note. */
const noteOf = (movement: StockMovement) =>
  [movement.reason && WRITE_OFF_REASON_LABELS[movement.reason], movement.note]
    .filter(Boolean)
    .join(': ') || '—';
const costOf = (movement: StockMovement) =>
  movement.cost === null ? '—' : formatPeso(movement.cost);
const orderOf = (movement: StockMovement) =>
  movement.orderNumber === null ? '—' : orderLabel(movement.orderNumber);

/** The ledger's rows: a table on a desktop screen, one card each below it. */
export function StockMovementList({ movements }: { movements: StockMovement[] }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(TABLE_MIN_WIDTH_PX));
  if (narrow)
    return (
      <CardList label={LABEL}>
        {movements.map((movement) => (
          <Paper
            key={movement._id}
            component="li"
            variant="outlined"
            data-kind={movement.kind}
            sx={{ p: 2, minWidth: 0 }}
          >
            <Stack spacing={1}>
              <CardHeading
                title={movement.productName}
                subtitle={formatTimestamp(movement.at)}
                chip={
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    {`${STOCK_MOVEMENT_KIND_LABELS[movement.kind]} ${signedChange(movement.change)}`}
                  </Box>
                }
                wrapAnywhere
              />
              <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
                <CardField label="Lot after">
                  {signedChange(movement.lotQuantityAfter).replace('+', '')}
                </CardField>
                <CardField label="By">{movement.by ?? 'The shop'}</CardField>
                {movement.orderNumber !== null && (
                  <CardField label="Order">{orderOf(movement)}</CardField>
                )}
                <CardField label="Note">{noteOf(movement)}</CardField>
                {movement.cost !== null && <CardField label="Cost">{costOf(movement)}</CardField>}
              </Box>
            </Stack>
          </Paper>
        ))}
      </CardList>
    );
  return (
    <StaffTable label={LABEL} columns={COLUMNS} dense>
      {movements.map((movement) => (
        <TableRow key={movement._id} data-kind={movement.kind}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(movement.at)}</TableCell>
          <TableCell>{movement.productName}</TableCell>
          <TableCell>{STOCK_MOVEMENT_KIND_LABELS[movement.kind]}</TableCell>
          <TableCell align="right">{signedChange(movement.change)}</TableCell>
          <TableCell align="right">
            {signedChange(movement.lotQuantityAfter).replace('+', '')}
          </TableCell>
          <TableCell>{movement.by ?? 'The shop'}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{orderOf(movement)}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{noteOf(movement)}</TableCell>
          <TableCell align="right">{costOf(movement)}</TableCell>
        </TableRow>
      ))}
    </StaffTable>
  );
}
