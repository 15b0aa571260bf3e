import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@shop/contract';
import { renderRoute } from '../../../test/render.tsx';
import { mockApiAs, type MockHandlers } from '../../../test/mock-api.ts';
import { makeProduct } from '../../../test/shop-fixtures.ts';

const mockApi = (handlers: MockHandlers) => mockApiAs('admin', handlers);

const user = userEvent.setup({ delay: null });
const product = makeProduct({
  name: 'Bread Flour',
  images: '/images/flour.jpg',
  description: '25 kg sack',
  price: 1250,
  halfPrice: null,
  retailPrice: null,
  stock: 40,
});
const name = 'a'.repeat(32);
const uploaded = {
  url: `/uploads/${name}.webp`,
  variants: [320, 640, 1280].map((width) => ({
    width,
    url: `/uploads/${name}-${width}.webp`,
  })),
};
const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cake.jpg', { type: 'image/jpeg' });

async function openEdit() {
  const row = (await screen.findByRole('rowheader', { name: 'Bread Flour' })).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Edit Bread Flour' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Product' }));
}

describe('the product dialog: low stock level and photo', { timeout: 20_000 }, () => {
  it('starts a new product at 10 and sends a changed level', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products: [product] } },
      [`updateProduct:${product._id}`]: { body: { product } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    const create = within(await screen.findByRole('dialog', { name: 'Create Product' }));
    expect(create.getByLabelText('Low stock level')).toHaveValue('10');
    await user.click(create.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create Product' })).not.toBeInTheDocument(),
    );

    const d = await openEdit();
    const level = d.getByLabelText('Low stock level');
    expect(level).toHaveValue('10');
    await user.clear(level);
    await user.type(level, '25');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Updated!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ lowStockLevel: 25 });
  });

  it('uploads a photo as multipart field `file`, fills Images and previews it', async () => {
    const { calls, fetchMock } = mockApi({
      getProducts: { body: { products: [product] } },
      uploadImage: { status: 201, body: uploaded },
      [`updateProduct:${product._id}`]: { body: { product } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const d = await openEdit();
    const input = d.getByLabelText('Photo file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(d.getByRole('button', { name: 'Upload photo' })).toBeEnabled();

    // The upload waits until released, to see the dialog while it is on its way.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.body instanceof FormData) await gate;
      return fetchMock(url, init);
    });
    await user.upload(input, photo());
    expect(await d.findByRole('button', { name: 'Uploading…' })).toBeDisabled();
    expect(d.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    release();
    await waitFor(() => expect(d.getByLabelText(/^Image URL/)).toHaveValue(uploaded.url));
    const request = fetchMock.mock.calls.find(([, init]) => init?.body instanceof FormData);
    const sent = request?.[1]?.body as FormData;
    expect(calls.find((c) => c.name === 'uploadImage')?.method).toBe('POST');
    expect([...sent.keys()]).toEqual(['file']);
    expect((sent.get('file') as File).name).toBe('cake.jpg');
    expect(d.getByRole('img', { name: 'Photo preview' })).toHaveAttribute(
      'src',
      `/uploads/${name}-320.webp`,
    );

    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Updated!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ images: uploaded.url });
  });

  it('refuses a photo over 10 MB without sending it, and shows the server’s refusal', async () => {
    const { calls } = mockApi({
      getProducts: { body: { products: [product] } },
      uploadImage: { status: 400, body: { message: 'The file is not a JPEG, PNG or WebP image' } },
    });
    renderRoute('/admin-products', { role: 'admin' });
    const d = await openEdit();
    const big = photo();
    Object.defineProperty(big, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    await user.upload(d.getByLabelText('Photo file'), big);
    expect(await d.findByRole('alert')).toHaveTextContent('Photo must be at most 10 MB');
    expect(calls.some((c) => c.name === 'uploadImage')).toBe(false);

    await user.upload(d.getByLabelText('Photo file'), photo());
    await waitFor(() =>
      expect(d.getByRole('alert')).toHaveTextContent('The file is not a JPEG, PNG or WebP image'),
    );
    // A typed address still works, and the field kept the product's picture.
    expect(d.getByLabelText(/^Image URL/)).toHaveValue('/images/flour.jpg');
  });
});
