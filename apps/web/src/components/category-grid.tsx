import { Link as RouterLink } from 'react-router';
import { useStore } from '@nanostores/react';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@shop/contract';
import { i18n } from '../i18n/i18n.ts';

/**
 * Each category's name on the visitor's and customer's screens (the grid, the chips, a category
 * page's heading and title): the contract's words in English, Filipino ones in fil/browse.ts.
 */
export const categoryWords = i18n('browse/categories', CATEGORY_LABELS);

/** The illustration shipped for each category (also the demo products' picture). */
const categoryImage = (category: Category) => `/images/categories/${category}.svg`;

interface CategoryGridProps {
  /** Where each card leads: the public, customer or cashier category page. */
  linkFor: (category: Category) => string;
  /** Keeps headings in order under whatever heading the page puts above the grid. */
  headingComponent?: 'h2' | 'h3';
}

/**
 * The eight category cards of the landing and home pages: plain links styled by styles/landing.css
 * (outlined cards as MUI draws them), light enough for the landing page's first screen.
 */
export function CategoryGrid({ linkFor, headingComponent = 'h2' }: CategoryGridProps) {
  const Heading = headingComponent;
  const labels = useStore(categoryWords);
  return (
    <ul className="category-grid">
      {CATEGORIES.map((category) => (
        <li key={category}>
          <RouterLink className="category-card" to={linkFor(category)}>
            <img src={categoryImage(category)} alt="" width={320} height={240} loading="lazy" />
            <Heading className="category-name">{labels[category]}</Heading>
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
