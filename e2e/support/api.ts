import { randomBytes } from 'node:crypto';

export type Role = 'customer' | 'cashier' | 'admin';
export type PriceType = 'price' | 'halfPrice' | 'retailPrice';
export type Category =
  'starch' | 'assorted-items' | 'flour' | 'special-flour' | 'sugar' | 'lard' | 'margarine' | 'oil';

export interface Account {
  role: Role;
  username: string;
  email: string;
  password: string;
}

export interface SignedIn {
  account: Account;
  token: string;
  user: { _id: string; username: string; email: string; role: Role };
  api: ShopApi;
}

export interface Product {
  _id: string;
  name: string;
  images: string;
  description: string;
  expirationDate: string;
  price: number;
  halfPrice: number | null;
  retailPrice: number | null;
  category: Category;
  stock: number;
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

/** A short random tag that keeps names and emails of one journey apart from the others'. */
export const uniqueTag = () => randomBytes(3).toString('hex');

/**
 * The real HTTP API, called from Node with a bearer token, the way the journeys arrange data
 * (accounts, products, orders) and check results that the screens do not show.
 */
export class ShopApi {
  constructor(
    readonly baseURL: string,
    readonly token?: string,
  ) {}

  withToken(token: string) {
    return new ShopApi(this.baseURL, token);
  }

  async request<T = any>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseURL}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text for the error message
    }
    return { status: response.status, body: parsed as T };
  }

  /** A call that must answer `expected` (2xx by default); anything else throws with the body. */
  async call<T = any>(method: string, path: string, body?: unknown, expected?: number): Promise<T> {
    const response = await this.request<T>(method, path, body);
    const ok = expected ? response.status === expected : response.status < 300;
    if (!ok) {
      throw new Error(
        `${method} ${path} answered ${response.status} (expected ${expected ?? '2xx'}): ${JSON.stringify(response.body)}`,
      );
    }
    return response.body;
  }

  async signIn(account: Account): Promise<SignedIn> {
    const body = await this.call<{ token: string; user: SignedIn['user'] }>('POST', '/user/login', {
      email: account.email,
      password: account.password,
    });
    return { account, token: body.token, user: body.user, api: this.withToken(body.token) };
  }

  /** Every product as staff see it (the caller must be cashier or admin). */
  async products(category?: Category): Promise<Product[]> {
    const query = category ? `?category=${category}` : '';
    return (await this.call<{ products: Product[] }>('GET', `/product/get-products${query}`))
      .products;
  }

  async product(id: string): Promise<Product | undefined> {
    return (await this.products()).find((p) => p._id === id);
  }
}

/** A new customer account through the public signup call. */
export async function signUpCustomer(api: ShopApi, name = 'Customer'): Promise<Account> {
  const tag = uniqueTag();
  const account: Account = {
    role: 'customer',
    username: `${name} ${tag}`,
    email: `customer.${tag}@gmail.com`,
    password: `Customer-pass-${tag}`,
  };
  await api.call('POST', '/user/signup', {
    username: account.username,
    email: account.email,
    password: account.password,
    confirmPassword: '',
  });
  return account;
}

/** A new cashier account, created by the admin. */
export async function createCashier(admin: ShopApi, name = 'Cashier'): Promise<Account> {
  const tag = uniqueTag();
  const account: Account = {
    role: 'cashier',
    username: `${name} ${tag}`,
    email: `cashier.${tag}@gmail.com`,
    password: `Cashier-pass-${tag}`,
  };
  await admin.call('POST', '/user/cashier', {
    username: account.username,
    email: account.email,
    password: account.password,
  });
  return account;
}

export interface NewProduct {
  name?: string;
  category?: Category;
  description?: string;
  images?: string;
  price?: number;
  halfPrice?: number;
  retailPrice?: number;
  stock?: number;
  /** Days from today (Philippine date) to the expiration date; 365 by default. */
  expiresInDays?: number;
}

/** Posts a product through the admin API and returns it as the server stored it. */
export async function createProduct(admin: ShopApi, input: NewProduct = {}): Promise<Product> {
  const tag = uniqueTag();
  const { expiresInDays = 365, name = `E2E Flour ${tag}`, category = 'flour', ...rest } = input;
  const body = {
    name,
    category,
    // The category pictures ship with the web app.
    images: `/images/categories/${category}.svg`,
    description: `Test product ${tag}`,
    price: 1000,
    stock: 10,
    ...rest,
    expirationDate: addDays(manilaToday(), expiresInDays),
  };
  return (await admin.call<{ product: Product }>('POST', '/admin/post-product', body)).product;
}

/** Puts one line per price type in the customer's cart and checks out. */
export async function placeOrder(
  customer: ShopApi,
  lines: { product: Product; priceType: PriceType; quantity?: number }[],
  details: Partial<{
    name: string;
    address: string;
    phoneNumber: string;
    pickupDate: string;
    deliveryMode: 'pickup' | 'delivery';
  }> = {},
) {
  for (const line of lines) {
    await customer.call('POST', '/product/post-cart', {
      productId: line.product._id,
      quantity: line.quantity ?? 1,
      priceType: line.priceType,
    });
  }
  const body = await customer.call<{ order: { _id: string; totalAmount: number } }>(
    'POST',
    '/product/post-checkout',
    {
      name: 'Test Customer',
      address: '12 Rizal Street, Quezon City',
      phoneNumber: '+639123456789',
      pickupDate: addDays(manilaToday(), 2),
      deliveryMode: 'pickup',
      ...details,
    },
  );
  return body.order;
}

/** Today's calendar date in the Philippines (the shop's business dates), YYYY-MM-DD. */
export function manilaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Manila',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Pesos the way the shop shows them: ₱1,234.50 (Intl, en-PH). */
export function peso(amount: number): string {
  return new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(amount);
}
