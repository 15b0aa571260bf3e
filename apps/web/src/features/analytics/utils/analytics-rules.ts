import {
  CATEGORIES,
  CATEGORY_LABELS,
  CHART_PALETTE,
  PIE_LABEL_MIN_SHARE,
  TOP_PRODUCTS_LIMIT,
  sumPesos,
  truncateName,
  type Category,
  type CategorySales,
  type TopProduct,
} from '@shop/contract';

export interface CategoryTotal {
  category: Category;
  label: string;
  revenue: number;
  units: number;
  /** Fixed per category so a category keeps its colour whatever else sold. */
  color: string;
}

/** Revenue and units per category, in the shop's category order; categories without data are 0. */
export function categoryTotals(data: readonly CategorySales[]): CategoryTotal[] {
  return CATEGORIES.map((category, index) => {
    const items = data.filter((d) => d.category === category).flatMap((d) => d.items);
    return {
      category,
      label: CATEGORY_LABELS[category],
      revenue: sumPesos(items.map((i) => i.revenue)),
      units: items.reduce((sum, i) => sum + i.quantitySold, 0),
      color: CHART_PALETTE[index % CHART_PALETTE.length]!,
    };
  });
}

/** A slice's share of the whole, 0 when nothing sold. */
export const shareOf = (value: number, total: number) => (total > 0 ? value / total : 0);

/** Spec section 9: arc labels only on slices over 5 % (exactly 5 % gets none). */
export const showsArcLabel = (value: number, total: number) =>
  shareOf(value, total) > PIE_LABEL_MIN_SHARE;

const percent = new Intl.NumberFormat('en-PH', { style: 'percent', maximumFractionDigits: 1 });
export const formatShare = (share: number) => percent.format(share);

/** The text drawn on a slice: its share, or nothing for a thin slice. */
export const arcLabelText = (value: number, total: number) =>
  showsArcLabel(value, total) ? formatShare(shareOf(value, total)) : '';

export interface RankedProduct {
  rank: number;
  id: string;
  name: string;
  shortName: string;
  category: string;
  units: number;
  revenue: number;
  averagePrice: number;
}

/** The top 10 in the server's order, names truncated at 40 characters (the full name is kept). */
export function rankTopProducts(products: readonly TopProduct[]): RankedProduct[] {
  return products.slice(0, TOP_PRODUCTS_LIMIT).map((p, index) => ({
    rank: index + 1,
    id: p._id,
    name: p.name,
    shortName: truncateName(p.name),
    category: CATEGORY_LABELS[p.category],
    units: p.unitsSold,
    revenue: p.revenue,
    // Spec section 9's revenue / units to the centavo, as the server computed it.
    averagePrice: p.averagePrice,
  }));
}

/** Anything sold at all (an approved order exists)? */
export const hasSales = (response: { data: readonly CategorySales[] }) =>
  response.data.some((c) => c.items.some((i) => i.quantitySold > 0));

export const NO_SALES_TEXT = 'No sales yet. Sales show here once a cashier approves an order.';
