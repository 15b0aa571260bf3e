import { addDays, shopToday, updateShopSettingsBody } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types.ts';
import { products } from '../db/schema/index.ts';
import { demoPicture } from '../db/demo-pictures.ts';
import type { ImageStore } from '../modules/uploads/image-store.ts';
import { hashPassword } from '../modules/users/users.service.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { updateShopSettings } from '../modules/shop/settings.service.ts';
import { DEMO_PRODUCTS } from './demo-catalogue.ts';

/** Development logins, printed at start. Never seeded in production. */
export const DEMO_ACCOUNTS = [
  {
    role: 'admin',
    username: 'Demo Admin',
    email: 'admin.demo@gmail.com',
    password: 'admin-demo-123',
  },
  {
    role: 'cashier',
    username: 'Demo Cashier',
    email: 'cashier.demo@gmail.com',
    password: 'cashier-demo-123',
  },
  {
    role: 'customer',
    username: 'Demo Customer',
    email: 'customer.demo@gmail.com',
    password: 'customer-demo-123',
  },
] as const;

/**
 * The demo shop's settings: where it is, its hours, how to pay it by GCash, its links. No
 * minimum order, cut-off, closed days or daily limits, and no delivery areas: any date from
 * today can be chosen and delivery costs nothing, as before these settings existed.
 */
const DEMO_SETTINGS = {
  shopName: 'Bakery Supply Shop',
  address: '123 Rizal Avenue, Sta. Cruz, Manila',
  phone: '(02) 8123 4567',
  hours: 'Daily, 7:00 AM – 6:00 PM',
  gcashNumber: '0917 123 4567',
  gcashName: 'Bakery Supply Shop',
  facebookUrl: 'https://www.facebook.com/bakerysupplyshop',
  instagramUrl: 'https://www.instagram.com/bakerysupplyshop',
  gmailAddress: 'bakerysupplyshop@gmail.com',
  contactUrl: 'https://m.me/bakerysupplyshop',
} as const;

/**
 * The demo accounts, settings and products. Each product gets a picture of its own
 * (demo-pictures.ts), stored as an upload in `images` before the transaction.
 */
const KILOS = /\((\d+(?:\.\d+)?) kg\)/;

/**
 * A sack's tiers in kilos, read from its units ("sack (25 kg)", "half sack (12.5 kg)", "kg"):
 * its stock is counted in kg and a retail kilo takes 1 kg. Other products keep sizes 1.
 */
function sizesOf(p: (typeof DEMO_PRODUCTS)[number]) {
  const sack = KILOS.exec(p.priceUnit)?.[1];
  if (sack === undefined) return {};
  return {
    stockUnit: 'kg',
    priceSize: sack,
    halfPriceSize: KILOS.exec(p.halfPriceUnit ?? '')?.[1] ?? '1',
    retailPriceSize: '1',
  };
}

export async function seedDemo(db: Db, images: ImageStore): Promise<void> {
  const pictures = await Promise.all(
    DEMO_PRODUCTS.map(async (p) => (await images.store(await demoPicture(p.name, p.category))).url),
  );
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      await insertUser(tx, {
        username: account.username,
        email: account.email,
        role: account.role,
        passwordHash: await hashPassword(account.password),
      });
    }
    // Through the admin's own rules, so the demo values pass what the settings page checks.
    await updateShopSettings(tx, updateShopSettingsBody.parse(DEMO_SETTINGS));
    const today = shopToday();
    // Each product's stock becomes its first lot (the products_first_lots trigger), as opening stock.
    await tx.execute(sql`select set_config('shop.first_lot_kind', 'opening', true)`);
    await tx.insert(products).values(
      DEMO_PRODUCTS.map((p, i) => ({
        name: p.name,
        description: p.description,
        category: p.category,
        images: pictures[i] ?? `/images/categories/${p.category}.svg`,
        price: p.price,
        halfPrice: p.halfPrice ?? null,
        retailPrice: p.retailPrice ?? null,
        priceUnit: p.priceUnit,
        halfPriceUnit: p.halfPriceUnit ?? null,
        retailPriceUnit: p.retailPriceUnit ?? null,
        stock: p.stock,
        ...sizesOf(p),
        expirationDate: addDays(today, p.expiresIn),
      })),
    );
  });
}
