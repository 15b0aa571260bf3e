import { randomBytes } from 'node:crypto';
import {
  addDays,
  createApiClient,
  expectOk,
  routeTable,
  shopToday,
  type ApiClient,
  type Category,
  type CheckoutBody,
  type CreateProductBody,
  type LoginBody,
  type Order,
  type PriceType,
  type Product,
  type User,
} from '@shop/contract';

/**
 * The real HTTP API, called from Node through the contract's typed client (a bearer token for
 * a session), the way the journeys arrange data (accounts, products, orders) and check results
 * that the screens do not show. Calls, paths and answers all come from @shop/contract.
 */

/** Credentials of an account a journey made (or the bootstrap admin's). */
export type Account = Pick<User, 'role' | 'username' | 'email'> & Pick<LoginBody, 'password'>;

export interface SignedIn {
  account: Account;
  token: string;
  user: User;
  /** The typed client with this session's token. */
  api: ApiClient;
}

/** A visitor's client of the shop at `baseUrl` (no session); `.withToken()` for a user's. */
export const shopClient = (baseUrl: string): ApiClient =>
  createApiClient(routeTable(), { baseUrl });

/** A short random tag that keeps names and emails of one journey apart from the others'. */
export const uniqueTag = () => randomBytes(3).toString('hex');

/** Logs the account in through the API: its token, the user, and a client with the token. */
export async function signIn(client: ApiClient, account: Account): Promise<SignedIn> {
  const body = expectOk(
    await client.login({ body: { email: account.email, password: account.password } }),
    `login of ${account.email}`,
  );
  return { account, token: body.token, user: body.user, api: client.withToken(body.token) };
}

/** Every product as staff see it (the client's session must be a cashier's or an admin's). */
export async function products(client: ApiClient, category?: Category): Promise<Product[]> {
  const answer = await client.getProducts({ query: category ? { category } : {} });
  return expectOk(answer, `products${category ? ` of ${category}` : ''}`).products;
}

/** One product as staff see it, or undefined when it is not listed. */
export async function findProduct(client: ApiClient, id: string): Promise<Product | undefined> {
  return (await products(client)).find((p) => p._id === id);
}

/** A new account's details (a Gmail address and a password the shop accepts), unique to the run. */
export function newAccountDetails(role: 'customer' | 'cashier', name: string): Account {
  const tag = uniqueTag();
  const username = `${name} ${tag}`;
  return { role, username, email: `${role}.${tag}@gmail.com`, password: `${name}-pass-${tag}` };
}

/** A new customer account through the public signup call. */
export async function signUpCustomer(client: ApiClient, name = 'Customer'): Promise<Account> {
  const account = newAccountDetails('customer', name);
  const { role: _role, ...details } = account;
  expectOk(
    await client.signup({ body: { ...details, confirmPassword: '' } }),
    `signup of ${account.email}`,
  );
  return account;
}

/** A new cashier account, created by the admin. */
export async function createCashier(admin: ApiClient, name = 'Cashier'): Promise<Account> {
  const account = newAccountDetails('cashier', name);
  const { role: _role, ...body } = account;
  expectOk(await admin.createCashier({ body }), `creating cashier ${account.email}`);
  return account;
}

/** What a journey may set of a new product; the rest gets test defaults. */
export type NewProduct = Partial<Omit<CreateProductBody, 'expirationDate'>> & {
  /** Days from today (Philippine date) to the expiration date; 365 by default. */
  expiresInDays?: number;
};

/** The units of a product sold by the 25 kg sack and the half sack. */
export const SACK_UNITS = { priceUnit: 'sack (25 kg)', halfPriceUnit: 'half sack' } as const;

/** Posts a product through the admin API and returns it as the server stored it. */
export async function createProduct(admin: ApiClient, input: NewProduct = {}): Promise<Product> {
  const tag = uniqueTag();
  const { expiresInDays = 365, name = `E2E Flour ${tag}`, category = 'flour', ...rest } = input;
  const body: CreateProductBody = {
    name,
    category,
    // The category pictures ship with the web app.
    images: `/images/categories/${category}.svg`,
    description: `Test product ${tag}`,
    price: 1000,
    stock: 10,
    ...rest,
    expirationDate: addDays(shopToday(), expiresInDays),
  };
  return expectOk(await admin.createProduct({ body }), `creating product ${name}`).product;
}

/** Puts one line per price type in the customer's cart and checks out. */
export async function placeOrder(
  customer: ApiClient,
  lines: { product: Product; priceType: PriceType; quantity?: number }[],
  details: Partial<CheckoutBody> = {},
): Promise<Order> {
  for (const line of lines) {
    const body = {
      productId: line.product._id,
      quantity: line.quantity ?? 1,
      priceType: line.priceType,
    };
    expectOk(await customer.addToCart({ body }), `adding ${line.product.name} to the cart`);
  }
  const body: CheckoutBody = {
    name: 'Test Customer',
    address: '12 Rizal Street, Quezon City',
    phoneNumber: '+639123456789',
    pickupDate: addDays(shopToday(), 2),
    deliveryMode: 'pickup',
    ...details,
  };
  return expectOk(await customer.checkout({ body }), 'checkout').order;
}

/** The customer's newest order, as their Order History gets it. */
export async function latestOrder(customer: ApiClient) {
  const [order] = expectOk(await customer.getOrders(), 'the order history').orders;
  if (!order) throw new Error('the customer has no order');
  return order;
}

/**
 * Pesos the way the shop shows them: ₱1,234.50. Intl's en-PH format on purpose, not the
 * contract's formatPeso: the journeys check the screens against an independent formatter.
 */
export function peso(amount: number): string {
  return new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' }).format(amount);
}
