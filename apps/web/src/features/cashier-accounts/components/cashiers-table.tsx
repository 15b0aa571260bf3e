import LockResetIcon from '@mui/icons-material/LockReset';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { MESSAGES, formatAccountId, type User } from '@shop/contract';
import { DeleteIconButton } from '../../../components/delete-icon-button.tsx';
import { StaffTable } from '../../../components/staff-table.tsx';
import { TableStateRow } from '../../../components/table-state-row.tsx';

const COLUMNS = ['ID', 'Username', 'Email', 'Actions'];

/** The cashier accounts, ids shown uppercased in groups of 4. */
export function CashiersTable({
  cashiers,
  isLoading,
  loadError,
  deleting,
  onDelete,
  onSetPassword,
}: {
  cashiers: User[] | undefined;
  isLoading: boolean;
  loadError?: ReactNode;
  deleting: string | null;
  onDelete: (cashier: User) => void;
  onSetPassword: (cashier: User) => void;
}) {
  let body;
  if (isLoading) body = <TableStateRow colSpan={COLUMNS.length}>{MESSAGES.loading}</TableStateRow>;
  else if (loadError && !cashiers)
    body = (
      <TableStateRow colSpan={COLUMNS.length} tone="error">
        {loadError}
      </TableStateRow>
    );
  else if (!cashiers || cashiers.length === 0)
    body = (
      <TableStateRow colSpan={COLUMNS.length}>
        No cashier accounts yet. Use Create Cashier to add one.
      </TableStateRow>
    );
  else
    body = cashiers.map((cashier) => (
      <TableRow key={cashier._id} hover>
        <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', letterSpacing: '0.03em' }}>
          {formatAccountId(cashier._id)}
        </TableCell>
        <TableCell component="th" scope="row">
          {cashier.username}
        </TableCell>
        <TableCell>{cashier.email}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <Tooltip title="Set password">
            <IconButton
              aria-label={`Set password for cashier ${cashier.username}`}
              onClick={() => onSetPassword(cashier)}
            >
              <LockResetIcon />
            </IconButton>
          </Tooltip>
          <DeleteIconButton
            title="Delete account"
            label={`Delete cashier ${cashier.username}`}
            disabled={deleting === cashier._id}
            onClick={() => onDelete(cashier)}
          />
        </TableCell>
      </TableRow>
    ));

  return (
    <StaffTable label="Cashier accounts" columns={COLUMNS} minWidth={720}>
      {body}
    </StaffTable>
  );
}
