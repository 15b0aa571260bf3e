import { addDays, shopToday, updateShopSettingsBody, type Category } from '@shop/contract';
import type { Db } from './types.ts';
import { products } from './schema/index.ts';
import { demoPicture } from './demo-pictures.ts';
import type { ImageStore } from '../modules/uploads/image-store.ts';
import { hashPassword } from '../modules/users/users.service.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { updateShopSettings } from '../modules/shop/settings.service.ts';

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

interface SeedProduct {
  name: string;
  description: string;
  category: Category;
  price: string;
  halfPrice?: string;
  retailPrice?: string;
  /** What each tier's price is for, as the cards and the cart say it ("per sack (25 kg)"). */
  priceUnit: string;
  halfPriceUnit?: string;
  retailPriceUnit?: string;
  stock: number;
  /** Days from today until expiry. */
  expiresIn: number;
}

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

/** At least three per category; some near expiry, one expired, one out of stock. */
const DEMO_PRODUCTS: SeedProduct[] = [
  {
    name: 'Cassava Starch 25kg',
    description: 'Fine tapioca starch for kakanin and binding.',
    category: 'starch',
    price: '1450.00',
    halfPrice: '740.00',
    retailPrice: '65.00',
    priceUnit: 'sack (25 kg)',
    halfPriceUnit: 'half sack (12.5 kg)',
    retailPriceUnit: 'kg',
    stock: 40,
    expiresIn: 400,
  },
  {
    name: 'Corn Starch 25kg',
    description: 'Thickener for custards, fillings and sauces.',
    category: 'starch',
    price: '1320.50',
    halfPrice: '670.25',
    priceUnit: 'sack (25 kg)',
    halfPriceUnit: 'half sack (12.5 kg)',
    stock: 25,
    expiresIn: 300,
  },
  {
    name: 'Potato Starch 1kg',
    description: 'For crisp coatings and soft breads.',
    category: 'starch',
    price: '145.00',
    retailPrice: '15.00',
    priceUnit: 'pack (1 kg)',
    retailPriceUnit: '100 g',
    stock: 60,
    expiresIn: 60,
  },
  {
    name: 'Baking Powder 1kg',
    description: 'Double-acting baking powder.',
    category: 'assorted-items',
    price: '210.00',
    retailPrice: '12.00',
    priceUnit: 'pack (1 kg)',
    retailPriceUnit: '50 g',
    stock: 80,
    expiresIn: 500,
  },
  {
    name: 'Instant Dry Yeast 500g',
    description: 'Fast-acting yeast for pandesal and loaves.',
    category: 'assorted-items',
    price: '185.75',
    halfPrice: '95.00',
    retailPrice: '10.00',
    priceUnit: 'pack (500 g)',
    halfPriceUnit: 'half pack (250 g)',
    retailPriceUnit: 'sachet (11 g)',
    stock: 50,
    expiresIn: 250,
  },
  {
    name: 'Vanilla Extract 1L',
    description: 'Imitation vanilla flavoring for cakes.',
    category: 'assorted-items',
    price: '320.00',
    priceUnit: 'bottle (1 L)',
    stock: 0,
    expiresIn: 420,
  },
  {
    name: 'All-Purpose Flour 25kg',
    description: 'Everyday flour for cookies, cakes and breads.',
    category: 'flour',
    price: '1150.00',
    halfPrice: '590.00',
    retailPrice: '52.00',
    priceUnit: 'sack (25 kg)',
    halfPriceUnit: 'half sack (12.5 kg)',
    retailPriceUnit: 'kg',
    stock: 120,
    expiresIn: 365,
  },
  {
    name: 'Bread Flour 25kg',
    description: 'High-protein hard wheat flour for pandesal.',
    category: 'flour',
    price: '1280.00',
    halfPrice: '650.00',
    retailPrice: '58.00',
    priceUnit: 'sack (25 kg)',
    halfPriceUnit: 'half sack (12.5 kg)',
    retailPriceUnit: 'kg',
    stock: 90,
    expiresIn: 330,
  },
  {
    name: 'Cake Flour 25kg',
    description: 'Soft wheat flour for chiffon and sponge cakes.',
    category: 'flour',
    price: '1350.00',
    halfPrice: '690.00',
    priceUnit: 'sack (25 kg)',
    halfPriceUnit: 'half sack (12.5 kg)',
    stock: 30,
    expiresIn: 45,
  },
  {
    name: 'Whole Wheat Flour 1kg',
    description: 'Stone-ground whole wheat.',
    category: 'flour',
    price: '98.00',
    priceUnit: 'pack (1 kg)',
    stock: 15,
    expiresIn: -10,
  },
  {
    name: 'Glutinous Rice Flour 1kg',
    description: 'Malagkit flour for bibingka and mochi.',
    category: 'special-flour',
    price: '120.00',
    retailPrice: '14.00',
    priceUnit: 'pack (1 kg)',
    retailPriceUnit: '100 g',
    stock: 70,
    expiresIn: 280,
  },
  {
    name: 'Almond Flour 1kg',
    description: 'Blanched almond flour for macarons.',
    category: 'special-flour',
    price: '950.00',
    halfPrice: '480.00',
    priceUnit: 'pack (1 kg)',
    halfPriceUnit: 'half pack (500 g)',
    stock: 12,
    expiresIn: 200,
  },
  {
    name: 'Rye Flour 1kg',
    description: 'Dark rye flour for rustic breads.',
    category: 'special-flour',
    price: '230.00',
    priceUnit: 'pack (1 kg)',
    stock: 20,
    expiresIn: 150,
  },
  {
    name: 'Refined Sugar 50kg',
    description: 'White refined cane sugar.',
    category: 'sugar',
    price: '3650.00',
    halfPrice: '1850.00',
    retailPrice: '80.00',
    priceUnit: 'sack (50 kg)',
    halfPriceUnit: 'half sack (25 kg)',
    retailPriceUnit: 'kg',
    stock: 35,
    expiresIn: 720,
  },
  {
    name: 'Brown Sugar 50kg',
    description: 'Washed brown sugar from Negros.',
    category: 'sugar',
    price: '3200.00',
    halfPrice: '1625.00',
    retailPrice: '72.00',
    priceUnit: 'sack (50 kg)',
    halfPriceUnit: 'half sack (25 kg)',
    retailPriceUnit: 'kg',
    stock: 28,
    expiresIn: 700,
  },
  {
    name: 'Powdered Sugar 1kg',
    description: 'Confectioners sugar for icing.',
    category: 'sugar',
    price: '110.00',
    retailPrice: '12.50',
    priceUnit: 'pack (1 kg)',
    retailPriceUnit: '100 g',
    stock: 45,
    expiresIn: 80,
  },
  {
    name: 'Pure Lard 16kg',
    description: 'Rendered pork lard for flaky pastry.',
    category: 'lard',
    price: '2100.00',
    halfPrice: '1075.00',
    priceUnit: 'pail (16 kg)',
    halfPriceUnit: 'half pail (8 kg)',
    stock: 18,
    expiresIn: 180,
  },
  {
    name: 'Shortening 16kg',
    description: 'All-purpose vegetable shortening.',
    category: 'lard',
    price: '1890.00',
    halfPrice: '960.00',
    retailPrice: '130.00',
    priceUnit: 'box (16 kg)',
    halfPriceUnit: 'half box (8 kg)',
    retailPriceUnit: 'kg',
    stock: 22,
    expiresIn: 240,
  },
  {
    name: 'Lard Blocks 1kg',
    description: 'Convenient blocks for home bakers.',
    category: 'lard',
    price: '150.00',
    priceUnit: 'block (1 kg)',
    stock: 40,
    expiresIn: 100,
  },
  {
    name: 'Baking Margarine 15kg',
    description: 'Creamy margarine for breads and cakes.',
    category: 'margarine',
    price: '1750.00',
    halfPrice: '890.00',
    retailPrice: '120.00',
    priceUnit: 'box (15 kg)',
    halfPriceUnit: 'half box (7.5 kg)',
    retailPriceUnit: 'kg',
    stock: 26,
    expiresIn: 210,
  },
  {
    name: 'Puff Pastry Margarine 10kg',
    description: 'Laminating margarine for puff pastry.',
    category: 'margarine',
    price: '1680.00',
    priceUnit: 'box (10 kg)',
    stock: 10,
    expiresIn: 160,
  },
  {
    name: 'Table Margarine 1kg',
    description: 'Spreadable margarine.',
    category: 'margarine',
    price: '135.00',
    retailPrice: '18.00',
    priceUnit: 'tub (1 kg)',
    retailPriceUnit: '100 g',
    stock: 55,
    expiresIn: 30,
  },
  {
    name: 'Palm Cooking Oil 18L',
    description: 'Refined palm oil for frying doughnuts.',
    category: 'oil',
    price: '1580.00',
    halfPrice: '800.00',
    retailPrice: '95.00',
    priceUnit: 'tin (18 L)',
    halfPriceUnit: 'half tin (9 L)',
    retailPriceUnit: 'liter',
    stock: 33,
    expiresIn: 365,
  },
  {
    name: 'Coconut Oil 18L',
    description: 'Refined coconut oil.',
    category: 'oil',
    price: '1980.00',
    halfPrice: '1000.00',
    priceUnit: 'tin (18 L)',
    halfPriceUnit: 'half tin (9 L)',
    stock: 19,
    expiresIn: 300,
  },
  {
    name: 'Canola Oil 5L',
    description: 'Light canola oil for chiffon cakes.',
    category: 'oil',
    price: '640.00',
    retailPrice: '140.00',
    priceUnit: 'bottle (5 L)',
    retailPriceUnit: 'liter',
    stock: 27,
    expiresIn: 95,
  },
];

/**
 * The demo accounts, settings and products. Each product gets a picture of its own
 * (demo-pictures.ts), stored as an upload in `images` before the transaction.
 */
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
        expirationDate: addDays(today, p.expiresIn),
      })),
    );
  });
}
