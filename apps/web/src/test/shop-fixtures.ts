import {
  addDays,
  shopToday,
  type CartItem,
  type Lot,
  type Order,
  type Product,
  type ShopSettings,
} from '@shop/contract';

/** Sample products, orders, cart lines and shop settings for the shop's component tests. */

let counter = 0;
const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

/**
 * A product; unless given, its stock unit is "unit" with every tier size 1 (as before lots),
 * its quantity is stock × the full-price size and each offered tier's availability follows.
 */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const base: Omit<Product, 'quantity' | 'available'> = {
    _id: uuid(),
    name: 'All-Purpose Flour 25kg',
    images: '/images/categories/flour.svg',
    description: 'Everyday flour for cookies, cakes and breads.',
    expirationDate: addDays(shopToday(), 200),
    price: 1150,
    halfPrice: 590,
    retailPrice: 52,
    priceUnit: null,
    halfPriceUnit: null,
    retailPriceUnit: null,
    category: 'flour',
    stock: 120,
    stockUnit: 'unit',
    priceSize: 1,
    halfPriceSize: 1,
    retailPriceSize: 1,
    lowStockLevel: 10,
    barcode: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
  const quantity = overrides.quantity ?? base.stock * base.priceSize;
  const fits = (price: number | null, size: number) =>
    price === null ? 0 : Math.floor(quantity / size + 1e-9);
  return {
    ...base,
    quantity,
    available: overrides.available ?? {
      price: base.stock,
      halfPrice: fits(base.halfPrice, base.halfPriceSize),
      retailPrice: fits(base.retailPrice, base.retailPriceSize),
    },
  };
}

export function makeCartItem(product: Product, overrides: Partial<CartItem> = {}): CartItem {
  return {
    product: { _id: product._id, name: product.name, images: product.images, stock: product.stock },
    price: product.price,
    priceType: 'price',
    unit: null,
    quantity: 1,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const productId = uuid();
  return {
    _id: uuid(),
    orderNumber: 1042,
    status: 'pending',
    note: null,
    statusHistory: [{ status: 'pending', at: '2026-11-20T02:30:00.000Z', note: null }],
    trackingCode: 'vyYO6lgzS5ywF8IzMdFT3sU1',
    customerInfo: {
      name: 'Maria Santos',
      phoneNumber: '+639123456789',
      address: '12 Mabini St, Quezon City',
      pickupDate: '2026-12-01',
    },
    items: [
      {
        _id: uuid(),
        product: { _id: productId, name: 'Bread Flour 25kg', description: 'High-protein flour.' },
        name: 'Bread Flour 25kg',
        description: 'High-protein flour.',
        priceType: 'halfPrice',
        price: 650,
        unit: null,
        quantity: 2,
        subtotal: 1300,
      },
    ],
    deliveryMode: 'pickup',
    createdAt: '2026-11-20T02:30:00.000Z',
    subtotal: 1300,
    deliveryFee: 0,
    totalAmount: 1300,
    deliveryZone: null,
    paymentMethod: 'cash',
    gcashReference: null,
    paid: false,
    paidAt: null,
    smsUpdates: true,
    ...overrides,
  };
}

/** The shop's settings as an owner has filled them in (every kind of value set somewhere). */
export function makeSettings(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    shopName: 'Bakery Supply Shop',
    address: '12 Rizal Ave, Quezon City',
    phone: '+639171234567',
    hours: 'Mon to Sat, 7:00 AM to 5:00 PM',
    gcashNumber: '09171234567',
    gcashName: 'Juan Dela Cruz',
    facebookUrl: 'https://facebook.com/bakerysupply',
    instagramUrl: null,
    gmailAddress: 'bakerysupply@gmail.com',
    contactUrl: null,
    minimumOrder: 500,
    cutoffTime: '15:00',
    closedWeekdays: [0],
    closedDates: ['2026-12-25'],
    maxPickupsPerDay: 20,
    maxDeliveriesPerDay: null,
    bookingDays: 30,
    paymentQrImage: null,
    messengerUrl: 'https://m.me/bakerysupply',
    viberNumber: '09171234567',
    searchSynonyms: [{ word: 'pampaalsa', means: 'baking powder' }],
    ...overrides,
  };
}

/** A lot of a product: 100 units received and left, no cost or note, received Nov 1, 2026. */
export function makeLot(productId: string, overrides: Partial<Lot> = {}): Lot {
  return {
    _id: uuid(),
    productId,
    quantity: 100,
    receivedQuantity: 100,
    expirationDate: addDays(shopToday(), 200),
    cost: null,
    // 10:30 AM in Manila.
    receivedAt: '2026-11-01T02:30:00.000Z',
    note: null,
    ...overrides,
  };
}
