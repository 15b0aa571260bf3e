import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, type CategorySales, type TopProduct } from '@shop/contract';
import {
  arcLabelText,
  categoryTotals,
  hasSales,
  rankTopProducts,
  showsArcLabel,
} from './analytics-rules.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const item = (n: number, quantitySold: number, revenue: number) => ({
  _id: uuid(n),
  name: `Item ${n}`,
  price: 10,
  quantitySold,
  stock: 5,
  revenue,
});

describe('analytics rules', () => {
  it('labels only slices over 5 % of the whole', () => {
    expect(showsArcLabel(6, 100)).toBe(true);
    expect(showsArcLabel(5.01, 100)).toBe(true);
    expect(showsArcLabel(5, 100)).toBe(false);
    expect(showsArcLabel(4.99, 100)).toBe(false);
    expect(showsArcLabel(0, 0)).toBe(false);
    expect(arcLabelText(25, 100)).toBe('25%');
    expect(arcLabelText(5, 100)).toBe('');
  });

  it('totals revenue and units per category in the shop order with fixed palette colours', () => {
    const data: CategorySales[] = [
      { category: 'sugar', items: [item(1, 2, 0.1), item(2, 1, 0.2)] },
      { category: 'flour', items: [item(3, 4, 1000)] },
    ];
    const totals = categoryTotals(data);
    expect(totals.map((t) => t.label)).toEqual([
      'Starch',
      'Assorted Items',
      'Flour',
      'Special Flour',
      'Sugar',
      'Lard',
      'Margarine',
      'Cooking Oil',
    ]);
    const sugar = totals.find((t) => t.category === 'sugar')!;
    expect(sugar.revenue).toBe(0.3);
    expect(sugar.units).toBe(3);
    expect(sugar.color).toBe(CHART_PALETTE[4]);
    expect(totals.find((t) => t.category === 'oil')!.revenue).toBe(0);
    expect(new Set(totals.map((t) => t.color)).size).toBe(8);
  });

  it("ranks at most ten products, truncates names over 40 characters and shows the server's average price", () => {
    const forty = 'A'.repeat(40);
    const products: TopProduct[] = Array.from({ length: 12 }, (_, i) => ({
      _id: uuid(i),
      name: i === 0 ? `${forty}B` : i === 1 ? forty : `Product ${i}`,
      category: 'flour',
      unitsSold: 3,
      revenue: 100,
      // Not 100 / 3: the ranking shows what the server sends, never its own sum.
      averagePrice: 12.34,
    }));
    const ranked = rankTopProducts(products);
    expect(ranked).toHaveLength(10);
    expect(ranked[0]).toMatchObject({
      rank: 1,
      shortName: `${forty}...`,
      name: `${forty}B`,
      category: 'Flour',
      averagePrice: 12.34,
    });
    expect(ranked[1]!.shortName).toBe(forty);
  });

  it('knows whether anything was sold', () => {
    expect(hasSales({ data: [] })).toBe(false);
    expect(hasSales({ data: [{ category: 'lard', items: [item(1, 0, 0)] }] })).toBe(false);
    expect(hasSales({ data: [{ category: 'lard', items: [item(1, 1, 10)] }] })).toBe(true);
  });
});
