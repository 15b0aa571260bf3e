import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '../../../test/render.tsx';
import { makeProduct } from '../../../test/shop-fixtures.ts';
import { expectPage, hrefOf } from '../../../test/queries.ts';

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

    await expectPage('Flour Products');
    expect(hrefOf('Back to Products')).toBe('/');
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
    expect(hrefOf('See all categories')).toBe('/');
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

describe('/landing-page-category/{category} compact cards', () => {
  const photo = '/uploads/0123456789abcdef0123456789abcdef.webp';

  it('shows picture, name, full price per unit and stock; Details opens the rest', async () => {
    const flour = makeProduct({
      name: 'Bread Flour 25kg',
      price: 1280,
      priceUnit: 'sack (25 kg)',
      halfPrice: null,
      retailPrice: 58,
      retailPriceUnit: 'kg',
      stock: 7,
      expirationDate: '2099-03-05',
    });
    mockApi({ getProducts: { body: { products: [flour] } } });
    renderRoute('/landing-page-category/flour');
    const card = await screen.findByRole('article', { name: 'Bread Flour 25kg' });
    expect(within(card).getByRole('img', { name: 'Bread Flour 25kg' })).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'Bread Flour 25kg' })).toBeVisible();
    // The full price per unit, on its own line (the tier lines are in the details).
    expect(
      within(card).getByText('₱1,280.00 per sack (25 kg)', { selector: '.product-price' }),
    ).toBeVisible();
    expect(within(card).getByText('Products Left: 7')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Avail Item?' })).toBeVisible();

    // Closed: the details are there for wide screens (products.css) but hidden on a phone.
    const details = within(card).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByText(flour.description)).not.toBeVisible();
    expect(within(card).getByText('Expiration Date: March 5, 2099')).not.toBeVisible();

    await userEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(details.getAttribute('aria-controls')!)!;
    expect(region).toBeVisible();
    expect(within(region).getByText(flour.description)).toBeVisible();
    expect(within(region).getByText('Expiration Date: March 5, 2099')).toBeVisible();
    expect(region).toHaveTextContent(
      'Price: ₱1,280.00 per sack (25 kg)The half price of this product are not availableRetail Price: ₱58.00 per kg',
    );

    await userEvent.click(details);
    expect(within(card).getByText(flour.description)).not.toBeVisible();
  });

  it('gives an uploaded photo its resized copies and a shipped picture none', async () => {
    const uploaded = makeProduct({ name: 'Cake Flour 1kg', images: photo });
    const shipped = makeProduct({ name: 'Bread Flour 1kg' });
    mockApi({ getProducts: { body: { products: [uploaded, shipped] } } });
    renderRoute('/landing-page-category/flour');

    const card = await screen.findByRole('article', { name: 'Cake Flour 1kg' });
    const img = within(card).getByRole('img', { name: 'Cake Flour 1kg' });
    expect(img).toHaveAttribute('src', photo);
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/0123456789abcdef0123456789abcdef-320.webp 320w, /uploads/0123456789abcdef0123456789abcdef-640.webp 640w, /uploads/0123456789abcdef0123456789abcdef-1280.webp 1280w',
    );
    // Two cards per row on a phone: half the width less the page's sides, the gap and borders.
    expect(img).toHaveAttribute(
      'sizes',
      '(max-width: 599px) calc(50vw - 24px), (max-width: 899px) 50vw, 340px',
    );
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
    // The first card's picture is the page's largest paint: fetched first, not lazily.
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');

    const svg = within(screen.getByRole('article', { name: 'Bread Flour 1kg' })).getByRole('img');
    expect(svg).toHaveAttribute('src', '/images/categories/flour.svg');
    expect(svg).not.toHaveAttribute('srcset');
    expect(svg).not.toHaveAttribute('sizes');
    // The rest of the first screen is fetched at once too, but after the first card's picture.
    expect(svg).toHaveAttribute('loading', 'eager');
    expect(svg).toHaveAttribute('fetchpriority', 'low');
  });

  it('loads pictures below the first screen lazily and decodes them off the main thread', async () => {
    const products = Array.from({ length: 6 }, (_, i) => makeProduct({ name: `Flour ${i + 1}` }));
    mockApi({ getProducts: { body: { products } } });
    renderRoute('/landing-page-category/flour');
    const fifth = await screen.findByRole('article', { name: 'Flour 5' });
    const img = within(fifth).getByRole('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });
});
