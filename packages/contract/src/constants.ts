/** Business constants shared by the server and the web app (spec sections 1 and 9). */

export const CATEGORIES = [
  'starch',
  'assorted-items',
  'flour',
  'special-flour',
  'sugar',
  'lard',
  'margarine',
  'oil',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  starch: 'Starch',
  'assorted-items': 'Assorted Items',
  flour: 'Flour',
  'special-flour': 'Special Flour',
  sugar: 'Sugar',
  lard: 'Lard',
  margarine: 'Margarine',
  oil: 'Cooking Oil',
};

export const isCategory = (value: string): value is Category =>
  (CATEGORIES as readonly string[]).includes(value);

/** The three price tiers of a product; `price` is the full (wholesale) price. */
export const PRICE_TYPES = ['price', 'halfPrice', 'retailPrice'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** Labels of the Choose Pricing Option dialog. */
export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  price: 'Full Price',
  halfPrice: 'Half Price',
  retailPrice: 'Retail Price',
};

export const DELIVERY_MODES = ['pickup', 'delivery'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
export const DELIVERY_MODE_LABELS: Record<DeliveryMode, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
};

/**
 * The order lifecycle (design.md section 3): new orders are pending; staff move them
 * pending -> approved -> ready -> completed, or to declined from any open status, and may approve
 * a declined order again; the customer may cancel a pending one. completed and cancelled are final.
 */
export const ORDER_STATUSES = [
  'pending',
  'approved',
  'ready',
  'completed',
  'declined',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** What a cashier or admin may set (PUT /product/customer-order/{id}/status). */
export const SETTABLE_ORDER_STATUSES = ['approved', 'declined', 'ready', 'completed'] as const;
export type SettableOrderStatus = (typeof SETTABLE_ORDER_STATUSES)[number];

/** Where staff may move an order from each status: the one rule the server enforces and the queue's buttons follow. */
export const STAFF_MOVES: Readonly<Record<OrderStatus, readonly SettableOrderStatus[]>> = {
  pending: ['approved', 'declined'],
  approved: ['ready', 'declined'],
  ready: ['completed', 'declined'],
  declined: ['approved'],
  completed: [],
  cancelled: [],
};
/**
 * Where staff may still correct a delivery order's area (PUT /product/customer-order/{id}/zone):
 * the customer chose it, and the counter may fix it until the order is on its way.
 */
export const ZONE_CHANGEABLE_STATUSES: readonly OrderStatus[] = ['pending', 'approved'];
/** The customer may cancel only while the order is pending. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ['pending'];

/**
 * Whether an order holds stock: taken at checkout, given back when it is declined or cancelled.
 * The database decides (shop_order_holds_stock, migration 0010: the checkout's daily count, the
 * booked days, their index); this copy, pinned to it by apps/server/src/db/rules-agree.test.ts,
 * is for the status moves and the web's live events, which know the status before any query.
 */
export const orderHoldsStock = (status: OrderStatus): boolean =>
  status !== 'declined' && status !== 'cancelled';

/** Orders the counter still has to handle, and finished ones (the only ones whose customer info may be cleared). */
export const OPEN_ORDER_STATUSES = ['pending', 'approved', 'ready'] as const;
export const DONE_ORDER_STATUSES = ['completed', 'declined', 'cancelled'] as const;
export const isDoneStatus = (status: OrderStatus): boolean =>
  (DONE_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * The queue's filters (`?status=` of GET /product/get-customer-info): one status, or open (the
 * default), today (open orders for today's pickups and deliveries, by time) or done.
 */
export const QUEUE_FILTERS = ['open', 'today', 'done', ...ORDER_STATUSES] as const;
/** `?search=` of the queue: an order number, or part of a name or phone. */
export const QUEUE_SEARCH_MAX_LENGTH = 100;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/** A cashier's note to the customer (a decline reason, "Ready after 2 PM"). */
export const ORDER_NOTE_MAX_LENGTH = 200;

/** The owner's own search words (Settings): how many, and how long each side may be. */
export const SEARCH_SYNONYMS_MAX = 200;
export const SEARCH_SYNONYM_MAX_LENGTH = 60;

/** The languages of a visitor's and customer's screens, texts and emails (issue 29). */
export const LANGUAGES = ['en', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ROLES = ['customer', 'cashier', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The admin table marks a product Expiring Soon within 3 months of 30 days. */
export const EXPIRING_SOON_DAYS = 3 * 30;

/** Business dates (expiry, pickup, "today") are Philippine dates. */
export const SHOP_TIME_ZONE = 'Asia/Manila';
/** Manila's offset from UTC, the same all year: the Philippines has kept no daylight saving time since 1978. */
export const SHOP_UTC_OFFSET_MINUTES = 8 * 60;
export const CURRENCY = 'PHP';
export const LOCALE = 'en-PH';

export const CART_QUANTITY_PER_ADD = 1;
export const SESSION_DAYS = 7;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;
export const TOKEN_COOKIE = 'token';
/**
 * Live event streams (`GET /events`) one user may hold open on one server: opening one more
 * ends their oldest, so a forgotten tab or a script cannot hold connections without bound.
 */
export const LIVE_STREAMS_PER_USER = 10;
export const AUTH_STORAGE_KEY = 'auth-storage';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const TEXT_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const URL_MAX_LENGTH = 2048;
/** Largest price or total the numeric(12,2) money columns hold. */
export const MONEY_MAX = 9_999_999_999.99;
/**
 * A product's stock and one cart line's quantity, bounded so that no sum of them can overflow
 * the 32-bit integer columns: an order holds at most the stock it took, so a stock and the units
 * a declined order gives back add up to at most 20,000,000, and a return that would pass
 * STOCK_MAX is refused (409). The database checks both bounds too (docs/decisions/0064).
 */
export const STOCK_MAX = 10_000_000;
export const CART_LINE_QUANTITY_MAX = 10_000;

/**
 * Stock in lots (issue 26, docs/decisions/0080). Quantities are in the product's stock unit
 * ("kg") with at most 3 decimals; a price tier's size says how many stock units one of it takes
 * (a 25 kg sack: 25). A lot, and a product's lots together, hold at most QUANTITY_MAX units.
 */
export const STOCK_UNIT_MAX_LENGTH = 20;
/** A product created without a stock unit counts plain units (sizes 1: today's behaviour). */
export const STOCK_UNIT_DEFAULT = 'unit';
export const TIER_SIZE_MAX = 10_000;
export const QUANTITY_MAX = 1_000_000_000;
/** What a lot's note (supplier, invoice) and a stock change's note may hold. */
export const LOT_NOTE_MAX_LENGTH = 200;
/** Why stock changed: one ledger row per change of a lot. */
export const STOCK_MOVEMENT_KINDS = [
  'received',
  'sold',
  'returned',
  'counted',
  'written_off',
  'corrected',
  'opening',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
export const STOCK_MOVEMENT_KIND_LABELS: Record<StockMovementKind, string> = {
  received: 'Received',
  sold: 'Sold',
  returned: 'Returned',
  counted: 'Counted',
  written_off: 'Written off',
  corrected: 'Corrected',
  opening: 'Opening stock',
};
export const WRITE_OFF_REASONS = ['expired', 'damaged', 'lost', 'other'] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];
export const WRITE_OFF_REASON_LABELS: Record<WriteOffReason, string> = {
  expired: 'Expired',
  damaged: 'Damaged',
  lost: 'Lost',
  other: 'Other',
};
/** The stock ledger's page size when `limit` is not given, and its largest. */
export const STOCK_MOVEMENTS_PAGE_SIZE = 50;
export const STOCK_MOVEMENTS_PAGE_SIZE_MAX = 200;
export const MAX_BODY_BYTES = 100 * 1024;

/** Letters, digits and ._%+- before @gmail.com (spec section 5). */
export const GMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@gmail\.com$/;

/** Analytics (spec section 9). */
export const TOP_PRODUCTS_LIMIT = 10;
export const PRODUCT_NAME_TRUNCATE = 40;
export const PIE_LABEL_MIN_SHARE = 0.05;
export const CHART_PALETTE = [
  '#2e7d32',
  '#f9a825',
  '#c62828',
  '#1565c0',
  '#6a1b9a',
  '#ef6c00',
  '#00838f',
  '#8d6e63',
  '#ad1457',
] as const;

/** UI constants (spec section 9). */
export const SNACKBAR_HIDE_MS = 5000;
/**
 * A cashier's result notice (Success! after Approve, Mark Paid, …) goes by itself after this long
 * (issue 27: a move in the queue is two taps, not three).
 */
export const RESULT_NOTICE_HIDE_MS = 1800;
export const SKELETON_ROWS = 5;
export const DIALOG_WIDTH_PX = 478;
export const QUERY_GC_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;

/** A price tier's unit label ("sack (25 kg)", "kg"). */
export const UNIT_MAX_LENGTH = 30;

/** How the customer pays: cash at pickup (or on delivery), or GCash with its reference number. */
export const PAYMENT_METHODS = ['cash', 'gcash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  gcash: 'GCash',
};
/** A GCash transaction's reference number: 13 digits. */
export const GCASH_REFERENCE_PATTERN = /^\d{13}$/;

/** Weekdays as the shop settings name them: 0 = Sunday … 6 = Saturday. */
export const WEEKDAY_LABELS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** How far ahead the checkout offers dates until the admin sets the shop's bookingDays. */
export const BOOKING_DAYS_AHEAD = 30;
/** The longest booking window an admin can set: a year. */
export const BOOKING_DAYS_MAX = 366;

/**
 * Visitors and customers see a product only while it expires more than this many days after the
 * shop's today. The database decides (db/functions/shop_sellable.sql); isSellable (product.ts)
 * is its copy for the admin's table, which says why a product is hidden, pinned to it by
 * apps/server/src/db/rules-agree.test.ts.
 */
export const SELLABLE_AFTER_DAYS = 92;

/** Orders of the product list (`?sort=` of GET /product/get-products); expiry is the default. */
export const PRODUCT_SORTS = ['expiry', 'name', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Whether an address's `sort` (or any text) names one of the orders. */
export const isProductSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly (string | null)[]).includes(value);
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  expiry: 'Expiring soonest',
  name: 'Name (A–Z)',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};
/** A search is at most this long; longer is refused (400). */
export const SEARCH_MAX_LENGTH = 1000;
/** A page of products when `page` is given without `limit`, and the most one page holds. */
export const PRODUCTS_PAGE_SIZE = 24;
export const PRODUCTS_PAGE_SIZE_MAX = 100;
/** A product is "Low stock" at or below its own level; new products start at this one. */
export const LOW_STOCK_DEFAULT = 10;

/** Uploaded photos: at most this many bytes, JPEG, PNG or WebP by their first bytes. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The widths of the WebP copies made of each photo (cards choose one with srcset). */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
/** Bulk edit and CSV import change at most this many products at once. */
export const BULK_MAX_PRODUCTS = 5000;

/** Where an order was made: the web shop (checkout) or the counter (a walk-in sale, issue 27). */
export const ORDER_CHANNELS = ['online', 'counter'] as const;
/** Lines one counter sale may have. */
export const COUNTER_SALE_LINES_MAX = 100;
/** A product's barcode (EAN-13, UPC, or the shop's own code). */
export const BARCODE_MAX_LENGTH = 32;
/** A refund's reason and a shift's closing note. */
export const COUNTER_NOTE_MAX_LENGTH = 200;
/** The shifts one GET /cashier/shifts answers, newest first. */
export const SHIFTS_PAGE_SIZE = 100;
