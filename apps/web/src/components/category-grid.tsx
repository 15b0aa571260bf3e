import { Link as RouterLink } from 'react-router';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@shop/contract';

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
  return (
    <ul className="category-grid">
      {CATEGORIES.map((category) => (
        <li key={category}>
          <RouterLink className="category-card" to={linkFor(category)}>
            <img src={categoryImage(category)} alt="" width={320} height={240} loading="lazy" />
            <Heading className="category-name">{CATEGORY_LABELS[category]}</Heading>
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
