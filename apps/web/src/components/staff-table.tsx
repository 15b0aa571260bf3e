import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface StaffTableProps {
  label: string;
  columns: readonly string[];
  /** Many rows of several lines each (the order queue, the messages): small, top-aligned cells. */
  dense?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** The rows (or one row saying the table is loading, failed or empty). */
  children: ReactNode;
}

/** A staff page's table: on paper, with a header row of bold column names. */
export function StaffTable({ label, columns, dense = false, minWidth, children }: StaffTableProps) {
  return (
    <TableContainer component={Paper}>
      <Table
        size={dense ? 'small' : 'medium'}
        aria-label={label}
        sx={{
          ...(minWidth !== undefined && { minWidth }),
          ...(dense && {
            '& th, & td': { px: 1.5 },
            '& > tbody > tr > td': { verticalAlign: 'top' },
          }),
        }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
