import { Link as RouterLink, Navigate } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { CategoryGrid } from '../../../components/category-grid.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { homeFor, paths } from '../../../config/paths.ts';
import { Hero } from '../components/hero.tsx';

const heroButton = {
  bgcolor: '#fff',
  color: 'primary.dark',
  fontWeight: 700,
  '&:hover': { bgcolor: '#f1f8e9' },
} as const;

function CategoriesHeading() {
  return (
    <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
      Shop by Category
    </Typography>
  );
}

function VisitorLanding() {
  return (
    <>
      <Hero
        title="Everything your bakery needs"
        text="Flour, sugar, starch, lard, margarine, cooking oil and more, at wholesale, half and retail prices. Pick up at our store or have it delivered."
        actions={
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to={paths.login}
            sx={heroButton}
          >
            Browse Now
          </Button>
        }
      />
      <CategoriesHeading />
      <CategoryGrid linkFor={paths.publicCategory} headingComponent="h3" />
    </>
  );
}

function CustomerLanding({ name }: { name: string }) {
  return (
    <>
      <Hero
        title={`Welcome back, ${name}!`}
        text="Stock up on baking ingredients at wholesale, half and retail prices. Choose a category below, or see everything we have in stock."
        actions={
          <>
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to={paths.allProducts}
              sx={heroButton}
            >
              See All
            </Button>
            <Button
              variant="outlined"
              size="large"
              component={RouterLink}
              to={paths.cart}
              startIcon={<ShoppingCartIcon />}
              sx={{ color: '#fff', borderColor: '#fff', fontWeight: 700 }}
            >
              Go to Cart&apos;s
            </Button>
          </>
        }
      />
      <CategoriesHeading />
      <CategoryGrid linkFor={paths.userCategory} headingComponent="h3" />
    </>
  );
}

/** "/": visitors get the public variant, customers the signed-in one, staff their own home. */
export function Component() {
  const user = useAuthStore((s) => s.user);
  if (!user) return <VisitorLanding />;
  if (user.role !== 'customer') return <Navigate to={homeFor(user.role)} replace />;
  return <CustomerLanding name={user.username} />;
}
