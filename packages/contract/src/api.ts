import { z } from 'zod';
import { UPLOAD_MAX_BYTES, type Role } from './constants.ts';
import { idParams, messageResponse } from './common.ts';
import {
  cashierListResponse,
  createCashierBody,
  loginBody,
  loginResponse,
  setCashierPasswordBody,
  signupBody,
  userDataResponse,
} from './user.ts';
import {
  accountResponse,
  changePasswordBody,
  setLanguageBody,
  changePasswordResponse,
  forgotPasswordBody,
  resetPasswordBody,
  updateAccountBody,
} from './account.ts';
import {
  bulkUpdateProductsBody,
  createProductBody,
  deleteProductResponse,
  productResponse,
  productsQuery,
  productsResponse,
  updateProductBody,
} from './product.ts';
import { importProductsResponse } from './product-csv.ts';
import {
  countLotBody,
  lotChangeResponse,
  lotsResponse,
  receiveLotBody,
  stockMovementsCsvQuery,
  stockMovementsQuery,
  stockMovementsResponse,
  writeOffLotBody,
} from './stock.ts';
import { uploadImageResponse } from './upload.ts';
import {
  addToCartBody,
  cart,
  cartResponse,
  removeFromCartBody,
  reorderResponse,
  updateCartBody,
} from './cart.ts';
import {
  createDeliveryZoneBody,
  deliveryZoneResponse,
  deliveryZonesResponse,
  updateDeliveryZoneBody,
} from './delivery.ts';
import {
  openDatesQuery,
  openDatesResponse,
  shopSettingsResponse,
  updateShopSettingsBody,
} from './settings.ts';
import {
  checkoutBody,
  checkoutHeaders,
  customerQueueResponse,
  cancelOrderResponse,
  customerQueueQuery,
  orderResponse,
  ordersResponse,
  setOrderPaidBody,
  setOrderPaidResponse,
  setOrderReferenceBody,
  setOrderStatusBody,
  setOrderStatusResponse,
  setOrderZoneBody,
  setOrderZoneResponse,
} from './order.ts';
import {
  closeShiftBody,
  counterSaleBody,
  counterSaleHeaders,
  counterSaleResponse,
  currentShiftResponse,
  openShiftBody,
  refundBody,
  refundResponse,
  shiftResponse,
  shiftsQuery,
  shiftsResponse,
} from './counter.ts';
import { categorySalesResponse } from './analytics.ts';
import { trackOrderParams, trackOrderResponse } from './tracking.ts';
import {
  dayReportQuery,
  dayReportResponse,
  ordersCsvQuery,
  salesReportQuery,
  salesReportResponse,
} from './reports.ts';
import {
  liveOrderEvent,
  notificationsQuery,
  notificationsResponse,
  retryNotificationResponse,
} from './notification.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may make a call: anyone (visitors too), any signed-in user, or only these roles. */
export type Access = 'anyone' | 'signed-in' | readonly Role[];

/** Statuses a call answers with an error body ({ message, field? }). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429;

/**
 * One call of the API. The server registers its route from this entry (guard, validation,
 * response serializer, OpenAPI), the typed client builds its requests from it, and the
 * access-control test reads it: a call exists once, here.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify's syntax: `:id` stands for a path parameter of `params`. */
  path: `/${string}`;
  access: Access;
  /** One line for the API documentation (/docs). */
  summary: string;
  tag:
    | 'health'
    | 'accounts'
    | 'cashiers'
    | 'products'
    | 'stock'
    | 'cart'
    | 'orders'
    | 'counter'
    | 'shop'
    | 'analytics'
    | 'reports'
    | 'notifications';
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The success status and the answer's schema: nothing outside it leaves the server. */
  status: 200 | 201;
  response: z.ZodType;
  /** Every error status the call can answer (besides 413, 415 and 500, which any call can). */
  errors: readonly ErrorStatus[];
  /**
   * The answer carries personal or per-user data (a session, an account, a cart, orders with
   * names and addresses, what only staff may see): the server sends it, and every error of the
   * call, with `Cache-Control: no-store`, so no browser or proxy keeps a copy.
   */
  personal?: boolean;
  /**
   * Login, signup and the password calls: limited per client address
   * (AUTH_RATE_LIMIT_PER_MINUTE).
   */
  authRateLimit?: boolean;
  /** Order tracking pages: limited per client address (TRACK_RATE_LIMIT_PER_MINUTE). */
  trackRateLimit?: boolean;
  /**
   * The call changes products, stock, orders or sales: the server drops its cached listings,
   * cashier queue and analytics once the call has run.
   */
  dropsResponseCache?: boolean;
  /**
   * Server-Sent Events: the answer is a `text/event-stream` that stays open, each event's data
   * one `response`, not a single JSON body. Browsers read it with EventSource.
   */
  stream?: boolean;
  /**
   * The request is multipart/form-data carrying one file in this field (a photo, a CSV file),
   * not JSON; the handler reads and checks the file itself. Clients send a FormData.
   */
  upload?: { field: 'file'; maxBytes: number };
  /** The answer is a file of this media type, not JSON (`response` is its text). */
  produces?: 'text/csv';
}

const healthResponse = z.object({ status: z.literal('ok'), database: z.string() });

const STAFF = ['cashier', 'admin'] as const;
const ADMIN = ['admin'] as const;
const CUSTOMER = ['customer'] as const;

/** Every call of the API (design.md section 3 for who may make it). */
export const api = {
  health: {
    method: 'GET',
    path: '/healthz',
    access: 'anyone',
    personal: false,
    tag: 'health',
    summary: 'Liveness and database check',
    status: 200,
    response: healthResponse,
    errors: [],
  },

  signup: {
    method: 'POST',
    path: '/user/signup',
    access: 'anyone',
    personal: true,
    tag: 'accounts',
    summary: 'Create a customer account',
    body: signupBody,
    status: 201,
    response: userDataResponse,
    errors: [400, 409, 429],
    authRateLimit: true,
  },
  login: {
    method: 'POST',
    path: '/user/login',
    access: 'anyone',
    personal: true,
    tag: 'accounts',
    summary: 'Log in; sets the HttpOnly token cookie',
    body: loginBody,
    status: 200,
    response: loginResponse,
    errors: [400, 401, 429],
    authRateLimit: true,
  },
  logout: {
    method: 'POST',
    path: '/user/logout',
    access: 'anyone',
    personal: true,
    tag: 'accounts',
    summary: 'Log out: clears the cookie and ends the session',
    status: 200,
    response: messageResponse,
    errors: [],
  },
  getMe: {
    method: 'GET',
    path: '/user/me',
    access: 'signed-in',
    personal: true,
    tag: 'accounts',
    summary: 'The signed-in user',
    status: 200,
    response: userDataResponse,
    errors: [401],
  },

  getAccount: {
    method: 'GET',
    path: '/user/account',
    access: CUSTOMER,
    personal: true,
    tag: 'accounts',
    summary:
      "The customer's own account: name, email, phone, default address, the text-updates choice and language",
    status: 200,
    response: accountResponse,
    errors: [401, 403],
  },
  updateAccount: {
    method: 'PUT',
    path: '/user/account',
    access: CUSTOMER,
    personal: true,
    tag: 'accounts',
    summary:
      "Change the customer's name, phone (a Philippine mobile or landline number), default address, text-updates choice and language; checkout starts from them",
    body: updateAccountBody,
    status: 200,
    response: accountResponse,
    errors: [400, 401, 403],
  },
  setLanguage: {
    method: 'PUT',
    path: '/user/account/language',
    access: CUSTOMER,
    personal: true,
    tag: 'accounts',
    summary:
      "Save the language of the customer's screens, texts and emails ('en' or 'fil'): the language switch, remembered with the account",
    body: setLanguageBody,
    status: 200,
    response: accountResponse,
    errors: [400, 401, 403],
  },
  changePassword: {
    method: 'PUT',
    path: '/user/account/password',
    access: CUSTOMER,
    personal: true,
    tag: 'accounts',
    summary:
      "Change the customer's password with the current one (wrong ones count toward the login limit); every other session ends, this one goes on under the new token (cookie and answer)",
    body: changePasswordBody,
    status: 200,
    response: changePasswordResponse,
    errors: [400, 401, 403, 429],
    authRateLimit: true,
  },
  forgotPassword: {
    method: 'POST',
    path: '/user/forgot-password',
    access: 'anyone',
    personal: true,
    tag: 'accounts',
    summary:
      'Email a customer a one-time link to set a new password, valid 30 minutes, at most 3 an hour per address; the answer is the same whether an account uses the address or not',
    body: forgotPasswordBody,
    status: 200,
    response: messageResponse,
    errors: [400, 429],
    authRateLimit: true,
  },
  resetPassword: {
    method: 'POST',
    path: '/user/reset-password',
    access: 'anyone',
    personal: true,
    tag: 'accounts',
    summary:
      "Set a new password with an emailed link's token (once, within 30 minutes); every session of the account ends",
    body: resetPasswordBody,
    status: 200,
    response: messageResponse,
    errors: [400, 429],
    authRateLimit: true,
  },

  createCashier: {
    method: 'POST',
    path: '/user/cashier',
    access: ADMIN,
    personal: true,
    tag: 'cashiers',
    summary: 'Create a cashier account (admin)',
    body: createCashierBody,
    status: 201,
    response: userDataResponse,
    errors: [400, 401, 403, 409],
  },
  listCashiers: {
    method: 'GET',
    path: '/user/get-cashier-account',
    access: ADMIN,
    personal: true,
    tag: 'cashiers',
    summary: 'List cashier accounts (admin)',
    status: 200,
    response: cashierListResponse,
    errors: [401, 403],
  },
  deleteCashier: {
    method: 'DELETE',
    path: '/user/get-cashier-account/:id',
    access: ADMIN,
    personal: true,
    tag: 'cashiers',
    summary: 'Delete a cashier account (admin); their sessions end',
    params: idParams,
    status: 200,
    response: messageResponse,
    errors: [400, 401, 403, 404],
  },
  setCashierPassword: {
    method: 'PUT',
    path: '/user/get-cashier-account/:id/password',
    access: ADMIN,
    personal: true,
    tag: 'cashiers',
    summary:
      "Set a cashier's password (admin): the same rules as a new cashier's; their sessions and live streams end",
    params: idParams,
    body: setCashierPasswordBody,
    status: 200,
    response: messageResponse,
    errors: [400, 401, 403, 404],
  },

  getProducts: {
    method: 'GET',
    path: '/product/get-products',
    access: 'anyone',
    personal: false,
    tag: 'products',
    summary:
      'List products, soonest expiry first (or by `sort`), of one `category` and matching `search` (name and description, small typos forgiven). Visitors and customers get only sellable ones (expiring more than 92 days from today); cashiers and admins get every product that is not deleted. With `page` or `limit` one page, with `total`, `page` and `limit`.',
    query: productsQuery,
    status: 200,
    response: productsResponse,
    errors: [400],
  },
  createProduct: {
    method: 'POST',
    path: '/admin/post-product',
    access: ADMIN,
    personal: true,
    tag: 'products',
    summary: 'Create a product (admin)',
    body: createProductBody,
    status: 201,
    response: productResponse,
    // 409: the barcode is another product's.
    errors: [400, 401, 403, 409],
    dropsResponseCache: true,
  },
  updateProduct: {
    method: 'PUT',
    path: '/admin/update-product/:id',
    access: ADMIN,
    personal: true,
    tag: 'products',
    summary:
      'Change any fields of a product (admin); null removes a half or retail price. `stock` or `expirationDate` change its lot when exactly one lot holds stock (with none, its newest lot); with several, 409',
    params: idParams,
    body: updateProductBody,
    status: 200,
    response: productResponse,
    errors: [400, 401, 403, 404, 409],
    dropsResponseCache: true,
  },
  deleteProduct: {
    method: 'DELETE',
    path: '/product/delete-product/:id',
    access: ADMIN,
    personal: true,
    tag: 'products',
    summary:
      'Delete a product (admin): archived when it appears in orders, removed otherwise; it leaves every cart',
    params: idParams,
    status: 200,
    response: deleteProductResponse,
    errors: [400, 401, 403, 404],
    dropsResponseCache: true,
  },

  uploadImage: {
    method: 'POST',
    path: '/admin/upload-image',
    access: ADMIN,
    personal: true,
    tag: 'products',
    summary:
      "Upload a product photo (admin): a JPEG, PNG or WebP file (by its bytes) of at most 10 MB in multipart field `file`; stored without its metadata with WebP copies 320, 640 and 1280 px wide. Put `url` in the product's `images`.",
    upload: { field: 'file', maxBytes: UPLOAD_MAX_BYTES },
    status: 201,
    response: uploadImageResponse,
    errors: [400, 401, 403],
  },
  exportProductsCsv: {
    method: 'GET',
    path: '/admin/products.csv',
    access: ADMIN,
    personal: true,
    tag: 'products',
    summary:
      'Every product that is not deleted as CSV (admin), one row each with its _id; the columns POST /admin/products/import reads',
    produces: 'text/csv',
    status: 200,
    response: z.string(),
    errors: [401, 403],
  },
  importProducts: {
    method: 'POST',
    path: '/admin/products/import',
    access: ADMIN,
    personal: true,
    tag: 'products',
    summary:
      "Import products from a CSV file in multipart field `file` (admin): rows with an _id update that product, rows without create one. Every row is checked first; with any bad row nothing is imported and the 400 lists each bad row's line (the header is line 1) and reason in `errors`.",
    upload: { field: 'file', maxBytes: UPLOAD_MAX_BYTES },
    status: 200,
    response: importProductsResponse,
    errors: [400, 401, 403],
    dropsResponseCache: true,
  },
  bulkUpdateProducts: {
    method: 'POST',
    path: '/admin/products/bulk-update',
    access: ADMIN,
    personal: true,
    tag: 'products',
    summary:
      'Set the price, stock or expiry date of several products at once (admin), in one transaction: an unknown id changes nothing (404); stock or expiry of a product with several lots holding stock changes nothing (409)',
    body: bulkUpdateProductsBody,
    status: 200,
    response: productsResponse,
    errors: [400, 401, 403, 404, 409],
    dropsResponseCache: true,
  },

  listLots: {
    method: 'GET',
    path: '/admin/products/:id/lots',
    access: STAFF,
    personal: true,
    tag: 'stock',
    summary: "A product's lots (staff), soonest expiry first, with the product as staff see it",
    params: idParams,
    status: 200,
    response: lotsResponse,
    errors: [400, 401, 403, 404],
  },
  receiveLot: {
    method: 'POST',
    path: '/admin/products/:id/receive',
    access: STAFF,
    personal: true,
    tag: 'stock',
    summary:
      'Receive a delivery as a new lot of the product (staff): quantity in stock units, its expiry, optional cost per stock unit and note; a `received` ledger row',
    params: idParams,
    body: receiveLotBody,
    status: 201,
    response: lotChangeResponse,
    errors: [400, 401, 403, 404, 409],
    dropsResponseCache: true,
  },
  countLot: {
    method: 'POST',
    path: '/admin/lots/:id/count',
    access: STAFF,
    personal: true,
    tag: 'stock',
    summary:
      'Set a lot to what was counted on the shelf (staff); a `counted` ledger row of the signed difference',
    params: idParams,
    body: countLotBody,
    status: 200,
    response: lotChangeResponse,
    errors: [400, 401, 403, 404, 409],
    dropsResponseCache: true,
  },
  writeOffLot: {
    method: 'POST',
    path: '/admin/lots/:id/write-off',
    access: STAFF,
    personal: true,
    tag: 'stock',
    summary:
      'Remove all of a lot (no quantity) or part of it (staff), with a reason (expired, damaged, lost, other); a `written_off` ledger row with the cost of what left',
    params: idParams,
    body: writeOffLotBody,
    status: 200,
    response: lotChangeResponse,
    errors: [400, 401, 403, 404, 409],
    dropsResponseCache: true,
  },
  listStockMovements: {
    method: 'GET',
    path: '/admin/stock-movements',
    access: ADMIN,
    personal: true,
    tag: 'stock',
    summary:
      'The stock ledger (admin), newest first, one page: filter by `productId`, `kind`, and Manila days `from` and `to` (both included)',
    query: stockMovementsQuery,
    status: 200,
    response: stockMovementsResponse,
    errors: [400, 401, 403],
  },
  exportStockMovements: {
    method: 'GET',
    path: '/admin/stock-movements.csv',
    access: ADMIN,
    personal: true,
    tag: 'stock',
    summary: 'The stock ledger as CSV (admin), every row the same filters match, newest first',
    query: stockMovementsCsvQuery,
    produces: 'text/csv',
    status: 200,
    response: z.string(),
    errors: [400, 401, 403],
  },

  createCounterSale: {
    method: 'POST',
    path: '/cashier/sales',
    access: STAFF,
    personal: true,
    tag: 'counter',
    summary:
      "A walk-in sale at the counter (cashier, admin), with an Idempotency-Key: one transaction takes each line's stock first expired first out from the lots not yet expired (near-expiry lots included) and writes a completed, paid order with channel counter in the cashier's open shift (409 without one). Cash needs the amount tendered, at least the total (400); GCash its 13-digit reference, used on no other order (409 naming it). A retry with the same key answers the same sale; the key reused for another sale is 422. With a phone number the receipt is texted.",
    headers: counterSaleHeaders,
    body: counterSaleBody,
    status: 201,
    response: counterSaleResponse,
    errors: [400, 401, 403, 404, 409, 422],
    dropsResponseCache: true,
  },
  refundCounterSale: {
    method: 'POST',
    path: '/cashier/sales/:id/refund',
    access: STAFF,
    personal: true,
    tag: 'counter',
    summary:
      "Refund all of a counter sale (no lines) or some of its lines (cashier, admin), with a reason: the stock goes back into the lots it came from (`returned` ledger rows), the sales totals drop, the order's history records it, and a cash refund is paid out of the caller's open shift (409 without one). More than is left to refund, or an online order, is 409.",
    params: idParams,
    body: refundBody,
    status: 200,
    response: refundResponse,
    errors: [400, 401, 403, 404, 409],
    dropsResponseCache: true,
  },
  openShift: {
    method: 'POST',
    path: '/cashier/shifts',
    access: STAFF,
    personal: true,
    tag: 'counter',
    summary:
      'Open a shift with the float in the drawer (cashier, admin); one open shift per person (409 while one is open)',
    body: openShiftBody,
    status: 201,
    response: shiftResponse,
    errors: [400, 401, 403, 409],
  },
  closeShift: {
    method: 'POST',
    path: '/cashier/shifts/:id/close',
    access: STAFF,
    personal: true,
    tag: 'counter',
    summary:
      "Close a shift with the cash counted in the drawer (its cashier; the admin any): the answer has the expected cash (float + cash sales + online orders marked paid in cash − cash refunds), the counted cash and the difference (over or short), and the GCash payments to check. Another cashier's shift is 404; a closed one 409.",
    params: idParams,
    body: closeShiftBody,
    status: 200,
    response: shiftResponse,
    errors: [400, 401, 403, 404, 409],
  },
  currentShift: {
    method: 'GET',
    path: '/cashier/shifts/current',
    access: STAFF,
    personal: true,
    tag: 'counter',
    summary: "The caller's open shift with its running figures, or null (cashier, admin)",
    status: 200,
    response: currentShiftResponse,
    errors: [401, 403],
  },
  listShifts: {
    method: 'GET',
    path: '/cashier/shifts',
    access: STAFF,
    personal: true,
    tag: 'counter',
    summary:
      "Shifts, newest first, at most 100 (a cashier their own; the admin everyone's, filtered by cashierId, status open or closed, and the Manila days from and to they opened)",
    query: shiftsQuery,
    status: 200,
    response: shiftsResponse,
    errors: [400, 401, 403],
  },

  addToCart: {
    method: 'POST',
    path: '/product/post-cart',
    access: CUSTOMER,
    personal: true,
    tag: 'cart',
    summary:
      'Add a product to the cart at a price type (customer); the same product and type add up',
    body: addToCartBody,
    status: 200,
    response: cartResponse,
    errors: [400, 401, 403, 404, 409],
  },
  getCart: {
    method: 'GET',
    path: '/product/get-cart',
    access: CUSTOMER,
    personal: true,
    tag: 'cart',
    // The lines at the top level (spec: items).
    summary: "The customer's cart at current prices",
    status: 200,
    response: cart,
    errors: [401, 403],
  },
  removeFromCart: {
    method: 'POST',
    path: '/product/remove-from-cart',
    access: CUSTOMER,
    personal: true,
    tag: 'cart',
    summary:
      "Remove a product's line of one price type, or all its lines without priceType (customer)",
    body: removeFromCartBody,
    status: 200,
    response: cartResponse,
    errors: [400, 401, 403, 404],
  },
  updateCart: {
    method: 'POST',
    path: '/product/update-cart',
    access: CUSTOMER,
    personal: true,
    tag: 'cart',
    summary:
      "Set the quantity of a product's line of one price type (customer): 1 up to the stock, counted over all of that product's lines (more is 409 naming the product); 404 when the line is not in the cart",
    body: updateCartBody,
    status: 200,
    response: cartResponse,
    errors: [400, 401, 403, 404, 409],
  },

  checkout: {
    method: 'POST',
    path: '/product/post-checkout',
    access: CUSTOMER,
    personal: true,
    tag: 'orders',
    summary:
      'Check out the whole cart as one pending order (customer). Prices and the total come from the server. Send an Idempotency-Key header to make retries safe: the same key with the same details returns the same order (with Idempotent-Replayed: true); the same key with other details, or with a cart that holds other lines, is 422. More than CHECKOUTS_PER_CUSTOMER_PER_HOUR orders by one customer within an hour is 429 (a replay is not a new order).',
    headers: checkoutHeaders,
    body: checkoutBody,
    status: 201,
    response: orderResponse,
    errors: [400, 401, 403, 409, 422, 429],
    dropsResponseCache: true,
  },
  getOrders: {
    method: 'GET',
    path: '/product/get-order',
    access: CUSTOMER,
    personal: true,
    tag: 'orders',
    summary:
      "The customer's own orders, newest first, each with its number, status, the cashier's latest note and its timeline",
    status: 200,
    response: ordersResponse,
    errors: [401, 403],
  },
  reorder: {
    method: 'POST',
    path: '/product/reorder/:id',
    access: CUSTOMER,
    personal: true,
    tag: 'cart',
    summary:
      "Order again (customer): puts one of the customer's own orders' lines (product, tier, quantity) into the cart at today's prices, each as far as the cart allows (on sale, in stock, the line's maximum), and lists what changed: gone, fewer, price up or down. Another customer's order is 404.",
    params: idParams,
    status: 200,
    response: reorderResponse,
    errors: [400, 401, 403, 404],
  },
  cancelOrder: {
    method: 'PATCH',
    path: '/product/cancel-order/:id',
    access: CUSTOMER,
    personal: true,
    tag: 'orders',
    summary:
      "Cancel one of the customer's own orders while it is pending; its stock goes back. Another customer's order is 404; one no longer pending is 409. Cancelling a cancelled order changes nothing.",
    params: idParams,
    status: 200,
    response: cancelOrderResponse,
    errors: [400, 401, 403, 404, 409],
    dropsResponseCache: true,
  },
  getCustomerQueue: {
    method: 'GET',
    path: '/product/get-customer-info',
    access: STAFF,
    personal: true,
    tag: 'orders',
    summary:
      'The cashier queue: orders whose customer info is not cleared. ?status= open (the default: pending, approved, ready), pending, approved, ready, done (completed, declined, cancelled) or one finished status. Open orders come by pickup date, then order time; finished ones newest pickup first. ?search= an order number or part of a name or phone. ?shiftId= only the orders whose money went into that shift (its counter sales, online orders marked paid in cash during it): a cashier names only their own shift (another is 404), the admin any.',
    query: customerQueueQuery,
    status: 200,
    response: customerQueueResponse,
    errors: [400, 401, 403, 404],
  },
  setOrderStatus: {
    method: 'PUT',
    path: '/product/customer-order/:id/status',
    access: STAFF,
    personal: true,
    tag: 'orders',
    summary:
      'Move an order on (cashier, admin): pending to approved, approved to ready, ready to completed, any open order to declined, declined to approved again; any other move is 409, and so is any move of an order whose customer info was cleared. The optional note (at most 200 characters) is the word to the customer. Declining returns the stock; approving a declined order takes it again (409 when it is no longer there) and books its day again: a fully booked day is 409 unless override is true, which the history records. Setting the current status again changes nothing.',
    params: idParams,
    body: setOrderStatusBody,
    status: 200,
    response: setOrderStatusResponse,
    errors: [400, 401, 403, 404, 409],
    dropsResponseCache: true,
  },
  setOrderReference: {
    method: 'PATCH',
    path: '/product/order-payment/:id',
    access: CUSTOMER,
    personal: true,
    tag: 'orders',
    summary:
      "Give the GCash reference number (13 digits) of one of the customer's own GCash orders (customer); another customer's order is 404. Once the order is marked paid, finished (completed, declined, cancelled) or cleared, its reference is fixed (409).",
    params: idParams,
    body: setOrderReferenceBody,
    status: 200,
    response: orderResponse,
    errors: [400, 401, 403, 404, 409],
    dropsResponseCache: true,
  },
  setOrderPaid: {
    method: 'PUT',
    path: '/product/customer-order/:id/payment',
    access: STAFF,
    personal: true,
    tag: 'orders',
    summary:
      'Mark an order paid or unpaid (cashier, admin), recorded with who and when; no money moves through the shop. A declined or cancelled order cannot be marked paid (409).',
    params: idParams,
    body: setOrderPaidBody,
    status: 200,
    response: setOrderPaidResponse,
    errors: [400, 401, 403, 404, 409],
    dropsResponseCache: true,
  },
  setOrderZone: {
    method: 'PUT',
    path: '/product/customer-order/:id/zone',
    access: STAFF,
    personal: true,
    tag: 'orders',
    summary:
      "Correct a pending or approved delivery order's area (cashier, admin): the delivery fee and total are worked out again from the area, the change is recorded in the order's history and the customer is told. A pickup order, a finished or cleared one, or an inactive area is 409.",
    params: idParams,
    body: setOrderZoneBody,
    status: 200,
    response: setOrderZoneResponse,
    errors: [400, 401, 403, 404, 409],
    dropsResponseCache: true,
  },
  clearCustomerInfo: {
    method: 'PATCH',
    path: '/product/clear-customer-info/:id',
    access: STAFF,
    personal: true,
    tag: 'orders',
    summary:
      "Erase a finished order's customer name, phone and address (cashier, admin); the order stays for history. An open order is 409.",
    params: idParams,
    status: 200,
    response: messageResponse,
    errors: [400, 401, 403, 404, 409],
    dropsResponseCache: true,
  },

  events: {
    method: 'GET',
    path: '/events',
    access: 'signed-in',
    personal: true,
    tag: 'orders',
    summary:
      'Server-Sent Events of orders as they are placed (order-created) and move (order-status): staff receive every order, a customer only their own. Opens with a ready event; a comment every 25 s keeps it alive.',
    status: 200,
    response: liveOrderEvent,
    errors: [401],
    stream: true,
  },

  listNotifications: {
    method: 'GET',
    path: '/admin/notifications',
    access: ADMIN,
    personal: true,
    tag: 'notifications',
    summary:
      'Text messages and emails to customers about their orders, newest first (at most 200), optionally only pending, sent, failed or skipped ones (admin); recipients partly masked, a skipped one with its reason in lastError',
    query: notificationsQuery,
    status: 200,
    response: notificationsResponse,
    errors: [400, 401, 403],
  },
  retryNotification: {
    method: 'POST',
    path: '/admin/notifications/:id/retry',
    access: ADMIN,
    personal: true,
    tag: 'notifications',
    summary:
      'Send a failed message again (admin): it is pending again, due now, with its tries counted afresh. A message that is not failed is 409.',
    params: idParams,
    status: 200,
    response: retryNotificationResponse,
    errors: [400, 401, 403, 404, 409],
  },

  trackOrder: {
    method: 'GET',
    path: '/track/:code',
    access: 'anyone',
    // The code is the key to the order's page: no browser or proxy keeps the answer.
    personal: true,
    tag: 'orders',
    summary:
      "An order's public tracking page (/t/{code}, linked from its texts and emails): number, status, the shop's note, timeline, date, pickup or delivery, total, and the shop's address, hours and contacts; never the customer's name, phone or address. Unknown or cleared: 404. Limited per client address (TRACK_RATE_LIMIT_PER_MINUTE).",
    params: trackOrderParams,
    status: 200,
    response: trackOrderResponse,
    errors: [400, 404, 429],
    trackRateLimit: true,
  },

  getShopSettings: {
    method: 'GET',
    path: '/shop/settings',
    access: 'anyone',
    personal: false,
    tag: 'shop',
    summary:
      "The shop's settings: name, address, phone, hours, GCash details, links, minimum order, cut-off time, closed weekdays and dates, daily limits (nothing secret)",
    status: 200,
    response: shopSettingsResponse,
    errors: [],
  },
  updateShopSettings: {
    method: 'PUT',
    path: '/admin/shop-settings',
    access: ADMIN,
    personal: true,
    tag: 'shop',
    summary: "Change the shop's settings (admin): only the fields given change",
    body: updateShopSettingsBody,
    status: 200,
    response: shopSettingsResponse,
    errors: [400, 401, 403],
    // The owner's search words change what a product search finds.
    dropsResponseCache: true,
  },
  getOpenDates: {
    method: 'GET',
    path: '/shop/open-dates',
    access: 'anyone',
    personal: false,
    tag: 'shop',
    summary:
      'The dates a pickup or delivery order placed now may choose over the next 30 days: open days after the cut-off, with the room left under the daily limit (null: no limit)',
    query: openDatesQuery,
    status: 200,
    response: openDatesResponse,
    errors: [400],
  },
  getDeliveryZones: {
    method: 'GET',
    path: '/delivery-zones',
    access: 'anyone',
    personal: true,
    tag: 'shop',
    summary:
      'Delivery areas with their fee and free-from subtotal: the active ones, or every one for the admin',
    status: 200,
    response: deliveryZonesResponse,
    errors: [],
  },
  createDeliveryZone: {
    method: 'POST',
    path: '/admin/delivery-zones',
    access: ADMIN,
    personal: true,
    tag: 'shop',
    summary: 'Add a delivery area (admin): name, fee, optional free-from subtotal, active',
    body: createDeliveryZoneBody,
    status: 201,
    response: deliveryZoneResponse,
    errors: [400, 401, 403],
  },
  updateDeliveryZone: {
    method: 'PUT',
    path: '/admin/delivery-zones/:id',
    access: ADMIN,
    personal: true,
    tag: 'shop',
    summary: 'Change a delivery area (admin); orders keep the fee they were charged',
    params: idParams,
    body: updateDeliveryZoneBody,
    status: 200,
    response: deliveryZoneResponse,
    errors: [400, 401, 403, 404],
  },
  deleteDeliveryZone: {
    method: 'DELETE',
    path: '/admin/delivery-zones/:id',
    access: ADMIN,
    personal: true,
    tag: 'shop',
    summary: 'Remove a delivery area (admin); orders keep its name and fee',
    params: idParams,
    status: 200,
    response: messageResponse,
    errors: [400, 401, 403, 404],
  },

  getCategorySales: {
    method: 'GET',
    path: '/product/category-sales',
    access: ADMIN,
    personal: true,
    tag: 'analytics',
    summary:
      'Sales of approved, ready and completed orders per category (every category, possibly with no items) and the top 10 products by units sold (admin)',
    status: 200,
    response: categorySalesResponse,
    errors: [401, 403],
  },

  getSalesReport: {
    method: 'GET',
    path: '/admin/reports/sales',
    access: ADMIN,
    personal: true,
    tag: 'reports',
    summary:
      'Sales over time (admin): Manila days `from` to `to` (both included, at most two years) per `groupBy` day, week or month, from the running totals: orders, units, revenue, delivery fees, cost of goods, margin, write-offs, channel and payment splits, against the previous period of equal length; top products, products not selling, repeat customers, today so far',
    query: salesReportQuery,
    status: 200,
    response: salesReportResponse,
    errors: [400, 401, 403],
  },
  getDayReport: {
    method: 'GET',
    path: '/admin/reports/day',
    access: ADMIN,
    personal: true,
    tag: 'reports',
    summary:
      "The day's close (admin): money taken per payment method (online paid, counter, refunds), the day's sales, its shifts with their over/short, and its write-offs",
    query: dayReportQuery,
    status: 200,
    response: dayReportResponse,
    errors: [400, 401, 403],
  },
  exportOrdersCsv: {
    method: 'GET',
    path: '/admin/reports/orders.csv',
    access: ADMIN,
    personal: true,
    tag: 'reports',
    summary:
      'The orders placed from `from` to `to` (Manila days, both included, at most two years) as CSV (admin), streamed: one row per order line, UTF-8 with a BOM, pesos as plain numbers',
    query: ordersCsvQuery,
    produces: 'text/csv',
    status: 200,
    response: z.string(),
    errors: [400, 401, 403],
  },
} as const satisfies Record<string, Endpoint>;

export type Api = typeof api;
export type CallName = keyof Api;

/**
 * What a client needs of each call at run time: its method and path, and for a download the
 * type of file it answers. No schemas (the web app's bundle stays small).
 */
export type RouteTable = {
  readonly [K in CallName]: Pick<Api[K], 'method' | 'path'> & Pick<Endpoint, 'produces'>;
};

/** The method, path (and a download's file type) of every call, for clients without schemas. */
export function routeTable(table: Record<string, Endpoint> = api): RouteTable {
  return Object.fromEntries(
    Object.entries(table).map(([name, { method, path, produces }]) => [
      name,
      produces ? { method, path, produces } : { method, path },
    ]),
  ) as RouteTable;
}
