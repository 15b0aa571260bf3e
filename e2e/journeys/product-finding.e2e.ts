import { describe } from 'vitest';
import {
  CATEGORY_LABELS,
  PRODUCT_HIDDEN_REASON_LABELS,
  PRODUCT_SORT_LABELS,
  addDays,
  expectOk,
  imageVariants,
  shopToday,
  type Product,
} from '@shop/contract';
import { peso, products, uniqueTag, type NewProduct } from '../support/api.ts';
import { expect, test, type Actor } from '../support/fixtures.ts';
import { acknowledge, dialogWith, expectTextIn, productCard } from '../support/ui.ts';

/** An uploaded photo as the shop names it: what `images` holds. */
const UPLOAD_URL = /^\/uploads\/[a-f0-9]{32}\.webp$/;

/**
 * A phone photo: a 1200 × 900 JPEG of random noise, encoded by the browser's own JPEG encoder
 * (noise does not compress, so the server really has to decode and resize a large picture).
 */
async function noiseJpeg(actor: Actor): Promise<Buffer> {
  const base64 = await actor.page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < pixels.data.length; i += 4) {
      pixels.data[i] = Math.floor(Math.random() * 256);
      pixels.data[i + 1] = Math.floor(Math.random() * 256);
      pixels.data[i + 2] = Math.floor(Math.random() * 256);
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  });
  const bytes = Buffer.from(base64, 'base64');
  // JPEG's start-of-image marker: the browser really made a JPEG.
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  return bytes;
}

/** The product names a list of cards shows, top to bottom (drawn or not yet). */
async function cardNames(actor: Actor): Promise<string[]> {
  const list = actor.page.getByRole('list', { name: 'Products' });
  if ((await list.count()) === 0) return [];
  // textContent, not innerText: cards below the first screen skip rendering (content-visibility).
  return list.getByRole('heading', { level: 2 }).allTextContents();
}

/** Waits until the product list has settled (not showing the last answer while a new one loads). */
async function listSettled(actor: Actor) {
  const list = actor.page.getByRole('list', { name: 'Products' });
  await expect.poll(() => list.getAttribute('aria-busy')).toBe('false');
}

/** Is the product what a customer may see today (more than 92 days before its expiry)? */
const sellable = (product: Product) => product.expirationDate > addDays(shopToday(), 92);

describe('finding products on a phone (issue 17)', () => {
  test('search "flowr", sort by price, two cards a row; a new photo on the card; Needs attention', async ({
    shop,
  }) => {
    const admin = await shop.admin();
    const tag = uniqueTag();
    const shopName = expectOk(await shop.api.getShopSettings(), 'shop settings').settings.shopName;

    // Three flour products, created out of price order; cheaper than any other journey's flour,
    // so sorted by price they lead the list.
    const finder = (name: string, price: number, description: string, more: NewProduct = {}) =>
      shop.product({
        name: `Finder ${name} ${tag}`,
        category: 'flour',
        price,
        description: `${description} ${tag}`,
        stock: 50,
        ...more,
      });
    const pastry = await finder('Pastry Flour', 720.25, 'Soft pastry flour for ensaymada', {
      retailPrice: 31.5,
      priceUnit: 'sack (25 kg)',
      stock: 40,
    });
    const bread = await finder('Bread Flour', 85.5, 'Strong bread flour for pandesal', {
      halfPrice: 44,
      priceUnit: 'kg',
    });
    const cake = await finder('Cake Flour', 340, 'Fine cake flour', { stock: 60 });
    // Not flour, and cheaper still: a search that let everything through would show it first.
    const sugar = await finder('Caster Sugar', 12, 'Fine white sugar', { category: 'sugar' });
    // Flour that customers may not see (within 92 days of expiry): the search must not show it.
    const oldFlour = await finder('Old Flour', 5, 'Old flour', { expiresInDays: 40 });
    const ourFlourInPriceOrder = [bread, cake, pastry];

    // What the search must list: every product a customer may see whose name or description
    // says flour (other journeys' flour too), and nothing else.
    const everything = await products(admin.api);
    const flourForCustomers = everything.filter(
      (p) => sellable(p) && `${p.name} ${p.description}`.toLowerCase().includes('flour'),
    );
    const priceOf = new Map(everything.map((p) => [p.name, p.price]));
    expect(flourForCustomers.map((p) => p.name)).toEqual(
      expect.arrayContaining(ourFlourInPriceOrder.map((p) => p.name)),
    );
    expect(flourForCustomers.map((p) => p.name)).not.toContain(oldFlour.name);

    // The customer, on a phone, on All Products.
    const customer = await shop.actor({ phone: true });
    await customer.login('customer');
    await customer.goto('/all-products');
    await customer.see(customer.page.getByRole('heading', { name: 'All Products', exact: true }));
    await expect.poll(() => customer.page.title()).toBe(`All Products · ${shopName}`);
    await listSettled(customer);
    await customer.screen('all products on a phone');

    // A typo: "flowr". Only flour is listed, the hidden flour and the sugar are not.
    const searchBox = customer.page.getByLabel('Search products');
    await searchBox.fill('flowr');
    await expect
      .poll(() => new URL(customer.page.url()).searchParams.get('q'), { timeout: 10_000 })
      .toBe('flowr');
    await listSettled(customer);
    await expect
      .poll(async () => [...(await cardNames(customer))].sort(), { timeout: 10_000 })
      .toEqual(flourForCustomers.map((p) => p.name).sort());
    const afterSearch = await cardNames(customer);
    expect(afterSearch).not.toContain(sugar.name);
    expect(afterSearch).not.toContain(oldFlour.name);
    await customer.screen('search flowr');

    // Sort by price, low to high: ours first, cheapest first, and no price goes down.
    await customer.page
      .getByLabel('Sort by')
      .selectOption({ label: PRODUCT_SORT_LABELS.price_asc });
    await expect
      .poll(() => new URL(customer.page.url()).searchParams.get('sort'))
      .toBe('price_asc');
    expect(new URL(customer.page.url()).searchParams.get('q')).toBe('flowr');
    await listSettled(customer);
    await expect
      .poll(async () => (await cardNames(customer)).slice(0, 3), { timeout: 10_000 })
      .toEqual(ourFlourInPriceOrder.map((p) => p.name));
    const sorted = await cardNames(customer);
    expect([...sorted].sort()).toEqual(flourForCustomers.map((p) => p.name).sort());
    const prices = sorted.map((name) => priceOf.get(name)!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await customer.screen('flowr by price on a phone');

    // Two compact cards a row: the first two share a top, side by side, each about half the list.
    const list = customer.page.getByRole('list', { name: 'Products' });
    const listBox = (await list.boundingBox())!;
    const first = (await list.getByRole('listitem').nth(0).boundingBox())!;
    const second = (await list.getByRole('listitem').nth(1).boundingBox())!;
    expect(Math.abs(first.y - second.y), 'the first two cards share a row').toBeLessThanOrEqual(2);
    expect(second.x, 'the second card is right of the first').toBeGreaterThanOrEqual(
      first.x + first.width,
    );
    for (const card of [first, second]) {
      expect(card.width / listBox.width).toBeGreaterThan(0.42);
      expect(card.width / listBox.width).toBeLessThanOrEqual(0.5);
    }

    // The compact card shows the full price per unit and stock; the rest opens under Details.
    const breadCard = productCard(customer.page, bread.name);
    await expectTextIn(breadCard, `${peso(85.5)} per kg`, 'Products Left: 50');
    const details = breadCard.getByRole('button', { name: 'Details' });
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    expect(await breadCard.getByText(bread.description).isVisible()).toBe(false);
    await details.click();
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    await expectTextIn(
      breadCard,
      bread.description,
      `Price: ${peso(85.5)} per kg`,
      `Half Price: ${peso(44)}`,
      'The retail price of this product are not available',
    );
    await customer.screen('bread flour details on a phone');

    // A category page has its own title too.
    await customer.goto('/user-products/category/flour');
    await customer.see(customer.page.getByRole('heading', { name: 'Flour Products', exact: true }));
    await expect
      .poll(() => customer.page.title())
      .toBe(`${CATEGORY_LABELS.flour} Products · ${shopName}`);

    // The admin, on a phone too, gives the bread flour a photo from the phone.
    const owner = await shop.actor({ phone: true });
    await owner.login('admin');
    await owner.goto('/admin-products');
    await owner.see(owner.page.getByRole('heading', { name: 'Product Management', exact: true }));
    await expect.poll(() => owner.page.title()).toBe(`Product Management · ${shopName}`);
    await owner.page.getByRole('button', { name: `Edit ${bread.name}` }).click();
    const form = dialogWith(owner.page, 'Edit Product');
    await owner.see(form);
    await form.getByRole('button', { name: 'Upload photo' }).waitFor();
    const photo = await noiseJpeg(owner);
    await form.getByLabel('Photo file').setInputFiles({
      name: 'IMG_20250101_093000.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const imageField = form.getByLabel(/^Image URL/);
    await expect.poll(() => imageField.inputValue(), { timeout: 15_000 }).toMatch(UPLOAD_URL);
    const uploaded = await imageField.inputValue();
    const variants = imageVariants(uploaded).map((v) => v.url);
    expect(variants).toEqual([320, 640, 1280].map((w) => uploaded.replace('.webp', `-${w}.webp`)));
    // The dialog previews the small copy.
    const preview = form.getByRole('img', { name: 'Photo preview' });
    await owner.see(preview);
    expect(await preview.getAttribute('src')).toBe(variants[0]);
    await owner.screen('edit product with an uploaded photo', form);
    await form.getByRole('button', { name: /Save/ }).click();
    await acknowledge(owner, 'Updated!', 'Product updated successfully');
    const saved = (await products(admin.api)).find((p) => p._id === bread._id);
    expect(saved?.images).toBe(uploaded);

    // The customer's category page shows the photo on the card, in the copy a phone needs.
    await customer.page.reload();
    const photoCard = productCard(customer.page, bread.name);
    await customer.see(photoCard);
    await photoCard.scrollIntoViewIfNeeded();
    const picture = photoCard.getByRole('img', { name: bread.name });
    await expect.poll(() => picture.getAttribute('src')).toBe(uploaded);
    expect(await picture.getAttribute('srcset')).toBe(
      `${variants[0]} 320w, ${variants[1]} 640w, ${variants[2]} 1280w`,
    );
    expect(await picture.getAttribute('sizes')).toBeTruthy();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 15_000,
        message: 'the uploaded photo loads in the card',
      })
      .toBeGreaterThan(0);
    // Half of a 390 px screen at one device pixel per CSS pixel: the 320 px copy is enough.
    expect(
      await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname),
    ).toBe(variants[0]);
    await customer.screen('flour with an uploaded photo on a phone');

    // Stock at a glance: the admin's Needs attention filter lists exactly the products that need it.
    // A tag of its own: the search forgives a missing word, so "Shelf {tag}" would also find
    // the Finder products above by their tag.
    const shelf = `Shelf ${uniqueTag()}`;
    const yeast = (name: string, more: NewProduct) =>
      shop.product({ name: `${shelf} ${name}`, category: 'assorted-items', ...more });
    const expiring = await yeast('Expiring Yeast', { expiresInDays: 60, stock: 50 });
    const soldOut = await yeast('Sold Out Yeast', { stock: 0 });
    const atLevel = await yeast('Low Yeast', { stock: 5, lowStockLevel: 5 });
    const healthy = await yeast('Healthy Yeast', { stock: 50 });
    expect(atLevel.lowStockLevel).toBe(5);
    expect(healthy.lowStockLevel).toBe(10);

    await owner.page.reload();
    await owner.see(owner.page.getByRole('heading', { name: 'Product Management', exact: true }));
    // Other journeys' products need attention too (10 in stock is at the default level): the
    // search keeps to this journey's shelf.
    await owner.page.getByLabel('Search products').fill(shelf);
    await expect
      .poll(() => new URL(owner.page.url()).searchParams.get('q'), { timeout: 10_000 })
      .toBe(shelf);
    // Below 1,280 px the products are cards (issue 26): each card's heading is the product's
    // name over its category.
    const cards = owner.page.getByRole('list', { name: 'Products' });
    const category = CATEGORY_LABELS['assorted-items'];
    const rowNames = async () =>
      (await cards.getByRole('heading', { level: 2 }).allTextContents()).map((text) =>
        text.endsWith(category) ? text.slice(0, -category.length) : text,
      );
    const cardWith = (name: string) => cards.getByRole('listitem').filter({ hasText: name });
    await expect
      .poll(async () => (await rowNames()).sort(), { timeout: 10_000 })
      .toEqual([expiring, soldOut, atLevel, healthy].map((p) => p.name).sort());
    await owner.see(owner.page.getByRole('button', { name: 'All products (4)' }));
    const attention = owner.page.getByRole('button', { name: 'Needs attention (3)' });
    await owner.see(attention);
    await attention.click();
    await expect.poll(() => new URL(owner.page.url()).searchParams.get('filter')).toBe('attention');
    await expect
      .poll(async () => (await rowNames()).sort(), { timeout: 10_000 })
      .toEqual([expiring, soldOut, atLevel].map((p) => p.name).sort());
    expect(await attention.getAttribute('aria-pressed')).toBe('true');
    await expectTextIn(
      cardWith(expiring.name),
      `Hidden from customers: ${PRODUCT_HIDDEN_REASON_LABELS.expiring}`,
      'Expiring Soon',
    );
    await expectTextIn(cardWith(soldOut.name), PRODUCT_HIDDEN_REASON_LABELS['out-of-stock']);
    await expectTextIn(cardWith(atLevel.name), 'Low stock');
    expect(
      await cardWith(atLevel.name)
        .getByText(/Hidden from customers/)
        .count(),
    ).toBe(0);
    expect(await cardWith(healthy.name).count()).toBe(0);
    await owner.screen('needs attention on a phone');
  });
});
