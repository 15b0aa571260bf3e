import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import StorefrontIcon from '@mui/icons-material/Storefront';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import BadgeIcon from '@mui/icons-material/Badge';
import SettingsIcon from '@mui/icons-material/Settings';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import type { ReactNode } from 'react';
import { BRAND } from '../../components/site-footer.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { paths } from '../../config/paths.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { MuiTheme } from '../mui-theme.tsx';

const DRAWER_WIDTH = 220;

interface DrawerLink {
  label: string;
  to: string;
  icon: ReactNode;
}

const cashierLinks: DrawerLink[] = [
  { label: 'Dashboard', to: paths.cashierDashboard, icon: <DashboardIcon /> },
  { label: 'Products', to: paths.cashierProducts, icon: <StorefrontIcon /> },
  { label: 'New Sale', to: paths.cashierSale, icon: <PointOfSaleIcon /> },
];
const adminLinks: DrawerLink[] = [
  { label: 'Analytics', to: paths.adminDashboard, icon: <InsightsIcon /> },
  { label: 'Products', to: paths.adminProducts, icon: <Inventory2Icon /> },
  { label: 'Stock', to: paths.adminStock, icon: <WarehouseIcon /> },
  { label: 'New Sale', to: paths.cashierSale, icon: <PointOfSaleIcon /> },
  { label: 'Import / Export', to: paths.adminProductsCsv, icon: <ImportExportIcon /> },
  { label: 'Cashier', to: paths.adminCashiers, icon: <BadgeIcon /> },
  { label: 'Settings', to: paths.adminSettings, icon: <SettingsIcon /> },
  { label: 'Notifications', to: paths.adminNotifications, icon: <NotificationsIcon /> },
];

/**
 * The router loads this module only for staff pages (lazy route), so visitors and customers
 * never download the drawer, its modal and transitions, or these icons.
 */
export const CashierLayout = () => (
  <MuiTheme>
    <StaffLayout links={cashierLinks} />
  </MuiTheme>
);
export const AdminLayout = () => (
  <MuiTheme>
    <StaffLayout links={adminLinks} />
  </MuiTheme>
);

/** A page both use (New Sale): the signed-in person's own drawer. */
export const OwnStaffLayout = () => {
  const admin = useAuthStore((s) => s.user?.role === 'admin');
  return admin ? <AdminLayout /> : <CashierLayout />;
};

/** Cashier and admin pages: a side drawer of links and Logout (temporary drawer on phones). */
function StaffLayout({ links }: { links: DrawerLink[] }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const drawer = (
    <Box component="nav" aria-label="Main" onClick={() => setOpen(false)}>
      <Toolbar>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {BRAND}
        </Typography>
      </Toolbar>
      <List>
        {links.map((link) => (
          // A <ul> may only hold <li>: each link sits in a ListItem.
          <ListItem key={link.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={link.to}
              end
              // NavLink marks the current page (class "active", aria-current="page").
              sx={{
                '&.active': {
                  bgcolor: 'action.selected',
                  color: 'primary.dark',
                  fontWeight: 700,
                  '& .MuiListItemIcon-root': { color: 'primary.dark' },
                },
              }}
            >
              <ListItemIcon>{link.icon}</ListItemIcon>
              <ListItemText primary={link.label} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton onClick={() => logout.mutate()} disabled={logout.isPending}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Logout" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ display: { md: 'none' } }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open menu"
            onClick={() => setOpen(true)}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" sx={{ ml: 1 }}>
            {BRAND}
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        {drawer}
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
        open
      >
        {drawer}
      </Drawer>
      <Box
        component="main"
        sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, mt: { xs: 7, md: 0 }, minWidth: 0 }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
