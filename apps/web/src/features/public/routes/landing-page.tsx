import { Link as RouterLink, Navigate } from 'react-router';
import { CategoryGrid } from '../../../components/category-grid.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { homeFor, paths } from '../../../config/paths.ts';
import { Hero } from '../components/hero.tsx';
import { CartIcon } from '../../../components/shell-icons.tsx';

// Plain links styled by styles/landing.css (see Hero).
function CategoriesHeading() {
  return <h2 className="section-title">Shop by Category</h2>;
}

function VisitorLanding() {
  return (
    <>
      <Hero
        title="Everything your bakery needs"
        text="Flour, sugar, starch, lard, margarine, cooking oil and more, at wholesale, half and retail prices. Pick up at our store or have it delivered."
        actions={
          <RouterLink className="hero-button" to={paths.login}>
            Browse Now
          </RouterLink>
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
            <RouterLink className="hero-button" to={paths.allProducts}>
              See All
            </RouterLink>
            <RouterLink className="hero-button outlined" to={paths.cart}>
              <CartIcon />
              Go to Cart&apos;s
            </RouterLink>
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
  // The front door is named after the shop alone, as a bookmark of the shop should be.
  usePageTitle(null);
  const user = useAuthStore((s) => s.user);
  if (!user) return <VisitorLanding />;
  if (user.role !== 'customer') return <Navigate to={homeFor(user.role)} replace />;
  return <CustomerLanding name={user.username} />;
}
