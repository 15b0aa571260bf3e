import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@shop/contract';
import { mockApi, renderRoute, testUsers, type RecordedCall } from '../../../test/render.tsx';
import { makeProduct } from '../../../test/shop-fixtures.ts';
import { expectPage, hrefOf, optionsOf } from '../../../test/queries.ts';

describe('/all-products', () => {
  it('lists the products the server sends with Avail Item and a Back to Products link', async () => {
    const flour = makeProduct({ name: 'Bread Flour 25kg' });
    const oil = makeProduct({ name: 'Palm Oil 18L', category: 'oil' });
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: { body: { products: [flour, oil] } },
    });
    renderRoute('/all-products', { role: 'customer' });

    await expectPage('All Products');
    expect(hrefOf('Back to Products')).toBe('/user-products');
    expect(await screen.findByRole('article', { name: 'Bread Flour 25kg' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Palm Oil 18L' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Avail Item' })).toHaveLength(2);
    expect(calls.find((c) => c.name === 'getProducts')?.search).toBe('');
  });

  it('draws 24 cards at first and the rest with Show more', async () => {
    const products = Array.from({ length: 30 }, (_, i) =>
      makeProduct({ name: `Flour No. ${String(i + 1).padStart(2, '0')}` }),
    );
    mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: { body: { products } },
    });
    renderRoute('/all-products', { role: 'customer' });

    // Counting list items, not role queries: those walk the whole tree and are slow in jsdom.
    // The first cards draw at once, the rest of the 24 in a transition right after.
    const list = await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(24));
    expect(screen.queryByText('Flour No. 25')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show more products (6 more)' }));
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(30));
    expect(screen.getByText('Flour No. 30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more products/ })).toBeNull();
  });
});

describe('/all-products and Back (issue 29)', () => {
  it('after Show more, going to the cart and Back shows as many cards again', async () => {
    const products = Array.from({ length: 30 }, (_, i) =>
      makeProduct({ name: `Flour No. ${String(i + 1).padStart(2, '0')}` }),
    );
    mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: { body: { products } },
      getCart: { body: { items: [], totalAmount: 0 } },
    });
    const { router } = renderRoute('/all-products', { role: 'customer' });
    const list = await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(24));
    await userEvent.click(screen.getByRole('button', { name: 'Show more products (6 more)' }));
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(30));

    await router.navigate('/user-products/cart');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Products' })).toBeNull());
    await router.navigate(-1);
    const again = await screen.findByRole('list', { name: 'Products' });
    // All 30 at once, not the first 24: the place in the list is there to scroll back to.
    expect(again.querySelectorAll(':scope > li')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /Show more products/ })).toBeNull();

    // A new visit of the page (not Back) starts from the first 24 again.
    await router.navigate('/all-products');
    const fresh = await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(fresh.querySelectorAll(':scope > li')).toHaveLength(24));
  });
});

describe('/all-products search, order and categories', () => {
  const flour = makeProduct({ name: 'Bread Flour 25kg' });
  const oil = makeProduct({ name: 'Palm Oil 18L', category: 'oil' });
  /** Flour for a search of "flowr", nothing for any other search, both otherwise. */
  const answer = (call: RecordedCall) => {
    const query = new URLSearchParams(call.search);
    const search = query.get('search');
    if (search !== null) return { body: { products: search === 'flowr' ? [flour] : [] } };
    if (query.get('category') === 'oil') return { body: { products: [oil] } };
    return { body: { products: [flour, oil] } };
  };
  const searches = (calls: RecordedCall[]) =>
    calls.filter((c) => c.name === 'getProducts').map((c) => c.search);

  it('sends the search once typing pauses and keeps it in the address', async () => {
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: answer,
    });
    const { router } = renderRoute('/all-products', { role: 'customer' });
    await screen.findByRole('article', { name: 'Palm Oil 18L' });

    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(box, 'flowr');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Palm Oil 18L' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Bread Flour 25kg' })).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(searches(calls)).toEqual(['', '?search=flowr&page=1&limit=48']);
    expect(router.state.location.search).toBe('?q=flowr');
  });

  it('says when nothing matches and clears the search with one button', async () => {
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: answer,
    });
    const { router } = renderRoute('/all-products?q=chocolate', { role: 'customer' });
    expect(await screen.findByText('No products match “chocolate”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('chocolate');

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'Palm Oil 18L' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(searches(calls)).toEqual(['?search=chocolate&page=1&limit=48', '']);
  });

  it('sends the chosen order as sort, and the default order as before', async () => {
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: answer,
    });
    const { router } = renderRoute('/all-products', { role: 'customer' });
    const menu = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(menu).toHaveValue('expiry');
    expect(optionsOf(menu)).toEqual([
      'Expiring soonest',
      'Name (A–Z)',
      'Price: low to high',
      'Price: high to low',
    ]);
    await userEvent.selectOptions(menu, 'Price: low to high');
    await waitFor(() => expect(searches(calls)).toEqual(['', '?sort=price_asc']));
    expect(router.state.location.search).toBe('?sort=price_asc');
    await userEvent.selectOptions(menu, 'Expiring soonest');
    expect(router.state.location.search).toBe('');
  });

  it('filters by category with the chips, marking the chosen one', async () => {
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: answer,
    });
    const { router } = renderRoute('/all-products?sort=name', { role: 'customer' });
    const chips = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(chips).getAllByRole('link')).toHaveLength(CATEGORIES.length + 1);
    expect(within(chips).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await userEvent.click(within(chips).getByRole('link', { name: 'Cooking Oil' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Bread Flour 25kg' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Palm Oil 18L' })).toBeInTheDocument();
    expect(within(chips).getByRole('link', { name: 'Cooking Oil' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(chips).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(router.state.location.search).toBe('?sort=name&category=oil');
    expect(searches(calls)).toEqual(['?sort=name', '?category=oil&sort=name']);
  });

  it('asks a search 48 at a time and loads the next page with Show more', async () => {
    // 5,871 flour products match; the server answers each page with its 48 (fewer at the end).
    const total = 5871;
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: (call) => {
        const query = new URLSearchParams(call.search);
        if (!query.get('search')) return { body: { products: [flour, oil] } };
        const page = Number(query.get('page'));
        const products = Array.from({ length: 48 }, (_, i) =>
          makeProduct({ name: `Flour No. ${(page - 1) * 48 + i + 1}` }),
        );
        return { body: { products, total, page, limit: 48 } };
      },
    });
    renderRoute('/all-products?q=flowr', { role: 'customer' });

    const list = await screen.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(24));
    expect(screen.getByText('Showing 24 of 5,871 products')).toBeInTheDocument();
    expect(searches(calls)).toEqual(['?search=flowr&page=1&limit=48']);

    // The second 24 are already loaded; drawing them asks for the next page ahead.
    await userEvent.click(screen.getByRole('button', { name: 'Show more products (5,847 more)' }));
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(48));
    expect(screen.getByText('Showing 48 of 5,871 products')).toBeInTheDocument();
    await waitFor(() =>
      expect(searches(calls)).toEqual([
        '?search=flowr&page=1&limit=48',
        '?search=flowr&page=2&limit=48',
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Show more products (5,823 more)' }));
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(72));
    expect(screen.getByText('Flour No. 72')).toBeInTheDocument();
    expect(screen.getByText('Showing 72 of 5,871 products')).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(2);
  });

  it('says how many a search found when they all fit on one page, with no Show more', async () => {
    mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: { body: { products: [flour], total: 1, page: 1, limit: 48 } },
    });
    renderRoute('/all-products?q=flowr', { role: 'customer' });
    expect(await screen.findByRole('article', { name: 'Bread Flour 25kg' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 product')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('lists a plain list whole: no page, no count line', async () => {
    const { calls } = mockApi({
      getMe: { body: { data: testUsers.customer } },
      getProducts: answer,
    });
    renderRoute('/all-products?category=oil', { role: 'customer' });
    expect(await screen.findByRole('article', { name: 'Palm Oil 18L' })).toBeInTheDocument();
    expect(searches(calls)).toEqual(['?category=oil']);
    expect(screen.queryByText(/^Showing /)).toBeNull();
  });
});
