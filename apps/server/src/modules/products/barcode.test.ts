import { describe, expect, it } from 'vitest';
import { useTestApp, dbKind } from '../../test/helper.ts';
import { addToCart, checkout, createProduct, productBody, updateProduct } from '../../test/shop.ts';

/*
 * Barcodes (issue 27): optional, at most 32 printable characters without spaces, unique among
 * live products whichever path writes them, and found exactly by the listing's `barcode`.
 */
const t = useTestApp();

const byBarcode = async (barcode: string, token?: string) =>
  (await t.request('getProducts', { token, query: { barcode } })).json().products as {
    name: string;
    barcode: string | null;
  }[];

describe(`barcodes on ${dbKind}`, () => {
  it('sets, finds, clears and refuses a barcode in use (409 on the field) or a bad one (400)', async () => {
    const flour = await createProduct(t, t.admin.token, {
      name: 'Scanned Flour',
      barcode: ' 4800016644009 ',
    });
    expect(flour.barcode).toBe('4800016644009');
    expect((await byBarcode('4800016644009', t.cashier.token)).map((p) => p.name)).toEqual([
      'Scanned Flour',
    ]);
    // A visitor's listing finds it too (a barcode is no secret), and a code nobody has finds nothing.
    expect((await byBarcode('4800016644009')).map((p) => p.name)).toEqual(['Scanned Flour']);
    expect(await byBarcode('0000000000000', t.cashier.token)).toEqual([]);

    const again = await t.request('createProduct', {
      token: t.admin.token,
      body: productBody({ name: 'Copy Flour', barcode: '4800016644009' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This barcode is already used by another product.',
      field: 'barcode',
    });
    const sugar = await createProduct(t, t.admin.token, { name: 'Scanned Sugar' });
    const taken = await t.request('updateProduct', {
      token: t.admin.token,
      params: { id: sugar._id },
      body: { barcode: '4800016644009' },
    });
    expect(taken.statusCode).toBe(409);

    for (const [barcode, message] of [
      ['48 00', 'Barcode must be letters, digits or symbols without spaces'],
      ['x'.repeat(33), 'Barcode must be at most 32 characters'],
    ]) {
      const res = await t.request('updateProduct', {
        token: t.admin.token,
        params: { id: sugar._id },
        body: { barcode },
      });
      expect(res.json()).toEqual({ message, field: 'barcode' });
    }
    // An empty barcode clears it; the code is then free for another product.
    expect((await updateProduct(t, t.admin.token, flour._id, { barcode: '' })).barcode).toBeNull();
    expect(
      (await updateProduct(t, t.admin.token, sugar._id, { barcode: '4800016644009' })).barcode,
    ).toBe('4800016644009');
  });

  it('an archived product gives its code up', async () => {
    const old = await createProduct(t, t.admin.token, { name: 'Old Lard', barcode: 'LARD-1' });
    // Ordered once, so deleting archives it.
    const customer = await t.createUser('customer');
    expect((await addToCart(t, customer.token, old._id, 1)).statusCode).toBe(200);
    expect((await checkout(t, customer.token)).statusCode).toBe(201);
    const deleted = await t.request('deleteProduct', {
      token: t.admin.token,
      params: { id: old._id },
    });
    expect(deleted.json().archived).toBe(true);
    const replacement = await createProduct(t, t.admin.token, {
      name: 'New Lard',
      barcode: 'LARD-1',
    });
    expect(replacement.barcode).toBe('LARD-1');
  });
});
