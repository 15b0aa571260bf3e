import { createTheme } from '@mui/material/styles';
import { DIALOG_WIDTH_PX } from '@shop/contract';

export const theme = createTheme({
  palette: {
    primary: { main: '#2e7d32' },
    secondary: { main: '#8d6e63' },
    // MUI's default orange (#ed6c02) reaches only 3.1:1 against white; this one passes 4.5:1.
    warning: { main: '#b45309' },
    background: { default: '#fafaf5' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiDialog: {
      defaultProps: {
        slotProps: { paper: { sx: { width: DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } } },
      },
    },
  },
});
