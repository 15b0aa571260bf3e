import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const BRAND = 'Bakery Supply Shop';

/** Footer: brand, placeholder links and the current year (spec section 2). */
export function SiteFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#1b5e20', color: '#fff', py: 3, px: 2, mt: 'auto' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="p">
          {BRAND}
        </Typography>
        <Stack
          direction="row"
          spacing={2}
          component="nav"
          aria-label="Social links"
          sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
        >
          {['Facebook', 'Instagram', 'Gmail', 'Contact'].map((label) => (
            <Link key={label} href="#" color="inherit" underline="hover">
              {label}
            </Link>
          ))}
        </Stack>
        <Typography variant="body2">
          © {new Date().getFullYear()} {BRAND}. All rights reserved.
        </Typography>
      </Stack>
    </Box>
  );
}
