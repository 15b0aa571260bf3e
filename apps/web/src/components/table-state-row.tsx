import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** One full-width row for a table's loading, error or empty state, announced to screen readers. */
export function TableStateRow({
  colSpan,
  children,
  tone = 'normal',
}: {
  colSpan: number;
  children: ReactNode;
  tone?: 'normal' | 'error';
}) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ py: 4 }}>
        <Box
          role={tone === 'error' ? 'alert' : 'status'}
          sx={{ textAlign: 'center', color: tone === 'error' ? 'error.main' : 'text.secondary' }}
        >
          {children}
        </Box>
      </TableCell>
    </TableRow>
  );
}
