import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * On phones a wide table becomes one block per row, each cell prefixed with its column name
 * (from `data-label`), so nothing needs sideways scrolling. Only this table's own rows are
 * affected, not a table nested inside a cell.
 */
export const stackedOnPhone = (theme: Theme): SystemStyleObject<Theme> => ({
  [theme.breakpoints.down('sm')]: {
    '& > thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& > tbody > tr': { display: 'block', py: 0.5 },
    '& > tbody > tr + tr': { borderTop: 1, borderColor: 'divider' },
    '& > tbody > tr > td': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: 2,
      textAlign: 'right',
      borderBottom: 'none',
      py: 0.5,
    },
    '& > tbody > tr > td[data-label]::before': {
      content: 'attr(data-label)',
      fontWeight: 600,
      textAlign: 'left',
      flexShrink: 0,
    },
    '& > tbody > tr > td:not([data-label])': { display: 'block', textAlign: 'left' },
  },
});
