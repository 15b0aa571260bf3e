import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, PRODUCT_CSV_COLUMNS, api } from '@shop/contract';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';

const mockApi = (handlers: MockHandlers) => mockApiAs('admin', handlers);

const user = userEvent.setup({ delay: null });
const csv = () =>
  new File([`${PRODUCT_CSV_COLUMNS.join(',')}\n`], 'products.csv', { type: 'text/csv' });

describe('Import / Export Products', { timeout: 20_000 }, () => {
  it('links the download to the export call and explains the columns', async () => {
    mockApi({});
    renderRoute('/admin-products-csv', { role: 'admin' });
    expect(
      await screen.findByRole('heading', { name: 'Import / Export Products' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(`Import / Export Products · ${DEFAULT_SHOP_SETTINGS.shopName}`),
    );
    const download = screen.getByRole('link', { name: 'Download CSV' });
    expect(download).toHaveAttribute('href', api.exportProductsCsv.path);
    expect(download).toHaveAttribute('download', expect.stringMatching(/^products-.*\.csv$/));
    const importing = screen.getByRole('region', { name: 'Import' });
    for (const column of PRODUCT_CSV_COLUMNS)
      expect(within(importing).getByText(column)).toBeInTheDocument();
    expect(importing).toHaveTextContent('if any row is wrong, nothing is imported');
    expect(screen.getByRole('link', { name: 'Import / Export' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('imports a file as multipart field `file` and says how many were created and updated', async () => {
    const { fetchMock } = mockApi({
      importProducts: { body: { message: 'Imported', created: 3, updated: 2 } },
    });
    renderRoute('/admin-products-csv', { role: 'admin' });
    const input = await screen.findByLabelText('CSV file');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    const button = screen.getByRole('button', { name: 'Import' });
    expect(button).toBeDisabled();
    await user.upload(input, csv());
    await user.click(button);

    expect(await screen.findByText('Imported: 3 created, 2 updated')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.body instanceof FormData)!;
    expect(new URL(String(url), 'http://localhost').pathname).toBe(api.importProducts.path);
    expect(((init!.body as FormData).get('file') as File).name).toBe('products.csv');
  });

  it('lists every bad row of a refused file with its line and reason', async () => {
    mockApi({
      importProducts: {
        status: 400,
        body: {
          message: '2 rows have problems; nothing was imported',
          errors: [
            { line: 3, message: 'Price must be greater than 0' },
            { line: 7, message: 'Unknown category' },
          ],
        },
      },
    });
    renderRoute('/admin-products-csv', { role: 'admin' });
    await user.upload(await screen.findByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const list = await screen.findByRole('list', { name: 'Rows to fix' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 3: Price must be greater than 0', 'Line 7: Unknown category']);
    expect(screen.getByText(/2 rows have problems; nothing was imported/)).toBeInTheDocument();
  });

  it('says the server’s word when the whole file is refused', async () => {
    mockApi({
      importProducts: {
        status: 400,
        body: { message: 'The header names an unknown column: colour' },
      },
    });
    renderRoute('/admin-products-csv', { role: 'admin' });
    await user.upload(await screen.findByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('The header names an unknown column: colour'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rows to fix' })).not.toBeInTheDocument();
  });

  it('does not let a cashier in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApiAs('cashier');
    const { router } = renderRoute('/admin-products-csv', { role: 'cashier' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin-products-csv'));
  });
});
