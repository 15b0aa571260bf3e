import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '../../../test/render.tsx';
import { makeProduct, resetAfterEach } from '../../../test/shop-fixtures.ts';

resetAfterEach();

describe('/landing-page-category/{category}', () => {
  it('lists the category with every card field and an Avail Item? link to /login', async () => {
    const flour = makeProduct({
      name: 'All-Purpose Flour 25kg',
      stock: 40,
      expirationDate: '2099-03-05',
      price: 1150,
      retailPrice: 52.5,
      halfPrice: 590,
    });
    const { calls } = mockApi({ getProducts: { body: { products: [flour] } } });
    renderRoute('/landing-page-category/flour');

    expect(await screen.findByRole('heading', { name: 'Flour Products', level: 1 })).toBeVisible();
    expect(document.title).toBe('Flour Products · Bakery Supply Shop');
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/');
    const card = await screen.findByRole('article', { name: 'All-Purpose Flour 25kg' });
    expect(within(card).getByRole('img', { name: 'All-Purpose Flour 25kg' })).toHaveAttribute(
      'src',
      '/images/categories/flour.svg',
    );
    expect(within(card).getByText('Products Left: 40')).toBeInTheDocument();
    expect(within(card).getByText('Expiration Date: March 5, 2099')).toBeInTheDocument();
    expect(within(card).getByText(flour.description)).toBeInTheDocument();
    expect(card).toHaveTextContent('Price: ₱1,150.00');
    expect(card).toHaveTextContent('Retail Price: ₱52.50');
    expect(card).toHaveTextContent('Half Price: ₱590.00');
    expect(within(card).getByRole('link', { name: 'Avail Item?' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(calls.find((c) => c.name === 'getProducts')?.search).toBe('?category=flour');
  });

  it('says when a retail or half price is not available', async () => {
    const starch = makeProduct({
      name: 'Corn Starch 25kg',
      category: 'starch',
      retailPrice: null,
      halfPrice: null,
    });
    mockApi({ getProducts: { body: { products: [starch] } } });
    renderRoute('/landing-page-category/starch');
    const card = await screen.findByRole('article', { name: 'Corn Starch 25kg' });
    expect(
      within(card).getByText('The retail price of this product are not available'),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('The half price of this product are not available'),
    ).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Retail Price:');
  });

  it('disables Avail Item? when the product is sold out', async () => {
    const soldOut = makeProduct({ name: 'Vanilla Extract 1L', stock: 0 });
    mockApi({ getProducts: { body: { products: [soldOut] } } });
    renderRoute('/landing-page-category/assorted-items');
    const card = await screen.findByRole('article', { name: 'Vanilla Extract 1L' });
    expect(within(card).getByText('Products Left: 0')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Avail Item?' })).toBeDisabled();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('explains an unknown category instead of loading anything', async () => {
    const { calls } = mockApi({});
    renderRoute('/landing-page-category/chocolate');
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all categories' })).toHaveAttribute('href', '/');
    expect(calls.filter((c) => c.name === 'getProducts')).toHaveLength(0);
  });

  it('says so when the products cannot be loaded', async () => {
    mockApi({
      getProducts: { status: 400, body: { message: 'Unknown category' } },
    });
    renderRoute('/landing-page-category/sugar');
    expect(await screen.findByText('We could not load the products.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
