import { createContext, useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { theme } from './theme.ts';

const Themed = createContext(false);

/**
 * The shop's MUI theme and baseline, for the screens drawn with MUI components. Only those
 * load this module (lazily): the public pages and the cart are plain elements styled by
 * styles/ (inlined into index.html), which also carries the baseline's rules, so they look the same before and after an MUI screen has opened.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  // A themed island inside a themed page (a lazily loaded view) needs nothing more.
  if (useContext(Themed)) return children;
  return (
    <Themed value>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Themed>
  );
}

/** A pathless layout route around the pages drawn with MUI (sign-in forms, customer lists). */
export function Component() {
  return (
    <MuiTheme>
      <Outlet />
    </MuiTheme>
  );
}
