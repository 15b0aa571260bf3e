import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A staff list drawn as cards on phones, tablets and small laptops (the order queue, the
 * messages): one column, two from 600 px; nothing scrolls sideways. Its children are the cards,
 * each an `li`.
 */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
