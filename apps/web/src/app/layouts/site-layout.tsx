import { useEffect } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import BakeryDiningIcon from '@mui/icons-material/BakeryDining';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { SiteFooter, BRAND } from '../../components/site-footer.tsx';
import { useAuthStore, useSignOutStore } from '../../lib/auth-store.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { homeFor, paths } from '../../config/paths.ts';

/** Public and customer pages: brand bar with the account menu, content, footer. */
export function SiteLayout() {
  const user = useAuthStore((s) => s.user);
  const signingOut = useSignOutStore((s) => s.signingOut);
  const setSigningOut = useSignOutStore((s) => s.set);
  const { pathname } = useLocation();
  // Logout ends on the landing page; from here on, guarded pages send visitors to /login again.
  useEffect(() => {
    if (signingOut && pathname === paths.home) setSigningOut(false);
  }, [signingOut, pathname, setSigningOut]);
  const logout = useLogout();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="static" color="primary">
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            component={RouterLink}
            to={user ? homeFor(user.role) : paths.home}
            variant="h6"
            sx={{
              color: 'inherit',
              textDecoration: 'none',
              flexGrow: 1,
              fontWeight: 700,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
              whiteSpace: 'nowrap',
              minWidth: 0,
            }}
          >
            <BakeryDiningIcon aria-hidden />
            {BRAND}
          </Typography>
          {user?.role === 'customer' && (
            // On phones only the icon shows, so the brand keeps one line; the name stays.
            <Button
              color="inherit"
              component={RouterLink}
              to={paths.cart}
              aria-label="Cart"
              sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
              startIcon={<ShoppingCartIcon />}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                Cart
              </Box>
            </Button>
          )}
          {user ? (
            <Button color="inherit" onClick={() => logout.mutate()} disabled={logout.isPending}>
              Logout
            </Button>
          ) : (
            <Button color="inherit" component={RouterLink} to={paths.login}>
              Log In
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 3, flex: 1 }}>
        <Outlet />
      </Container>
      <SiteFooter />
    </Box>
  );
}
