import { createTheme } from '@mui/material/styles';
import { DIALOG_WIDTH_PX } from '@shop/contract';
import { SPACING_UNIT, colors, fontFamily, radius } from '../styles/tokens.ts';

/** MUI's theme, from the same tokens as the plain CSS (styles/tokens.ts). */
export const theme = createTheme({
  palette: {
    primary: { main: colors.primary },
    secondary: { main: colors.secondary },
    warning: { main: colors.warning },
    background: { default: colors.background, paper: colors.paper },
    text: { primary: colors.text, secondary: colors.textSecondary, disabled: colors.textDisabled },
    divider: colors.divider,
  },
  spacing: SPACING_UNIT,
  shape: { borderRadius: radius.base },
  typography: { fontFamily },
  components: {
    MuiDialog: {
      defaultProps: {
        slotProps: { paper: { sx: { width: DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } } },
      },
    },
  },
});
