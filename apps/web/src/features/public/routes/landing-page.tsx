import { Link as RouterLink, Navigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { CategoryGrid } from '../../../components/category-grid.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { homeFor, paths } from '../../../config/paths.ts';
import { Hero } from '../components/hero.tsx';
import { CartIcon } from '../../../components/shell-icons.tsx';
import { i18n, params } from '../../../i18n/i18n.ts';

const words = i18n('browse/landing-page', {
  categories: 'Shop by Category',
  visitorTitle: 'Everything your bakery needs',
  visitorText:
    'Flour, sugar, starch, lard, margarine, cooking oil and more, at wholesale, half and retail prices. Pick up at our store or have it delivered.',
  browse: 'Browse Now',
  welcome: params('Welcome back, {name}!'),
  customerText:
    'Stock up on baking ingredients at wholesale, half and retail prices. Choose a category below, or see everything we have in stock.',
  seeAll: 'See All',
  cart: "Go to Cart's",
});

// Plain links styled by styles/landing.css (see Hero).
function CategoriesHeading() {
  const t = useStore(words);
  return <h2 className="section-title">{t.categories}</h2>;
}

function VisitorLanding() {
  const t = useStore(words);
  return (
    <>
      <Hero
        title={t.visitorTitle}
        text={t.visitorText}
        actions={
          <RouterLink className="hero-button" to={paths.login}>
            {t.browse}
          </RouterLink>
        }
      />
      <CategoriesHeading />
      <CategoryGrid linkFor={paths.publicCategory} headingComponent="h3" />
    </>
  );
}

function CustomerLanding({ name }: { name: string }) {
  const t = useStore(words);
  return (
    <>
      <Hero
        title={t.welcome({ name })}
        text={t.customerText}
        actions={
          <>
            <RouterLink className="hero-button" to={paths.allProducts}>
              {t.seeAll}
            </RouterLink>
            <RouterLink className="hero-button outlined" to={paths.cart}>
              <CartIcon />
              {t.cart}
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
