/**
 * Seeds a large, realistic shop with set-based SQL (INSERT ... SELECT over generate_series, in
 * chunks so a progress bar can move): products over the eight categories, customers, and
 * orders of 1 to 6 lines with their totals. The same statements run on PostgreSQL and PGlite.
 */
import { CATEGORIES, type Category } from '@shop/contract';
import type { Sql } from './sql.ts';
import { progressBar } from './progress.ts';

// Names and descriptions vary the way a supplier's catalogue does (kinds, brands, sizes, uses,
// a few accented words), so a search reads a realistic spread of trigrams rather than a few
// names repeated: "flowr" and "suger" find their words among many near neighbours.
const ITEMS: Record<Category, string[]> = {
  starch: [
    'Cassava Starch',
    'Corn Starch',
    'Potato Starch',
    'Tapioca Starch',
    'Modified Starch',
    'Wheat Starch',
  ],
  'assorted-items': [
    'Baking Powder',
    'Cocoa Powder',
    'Vanilla Essence',
    'Instant Yeast',
    'Cake Boxes',
    'Crème Pâtissière Mix',
    'Baking Soda',
    'Cream of Tartar',
    'Piping Bags',
  ],
  flour: [
    'Bread Flour',
    'All-Purpose Flour',
    'Cake Flour',
    'Pastry Flour',
    'Whole Wheat Flour',
    'High-Protein Flour',
    'Self-Raising Flour',
    'Pandesal Flour',
  ],
  'special-flour': [
    'Rice Flour',
    'Glutinous Rice Flour',
    'Semolina',
    'Rye Flour',
    'Buckwheat Flour',
    'Almond Meal',
    'Crêpe Flour',
  ],
  sugar: [
    'Refined Sugar',
    'Washed Sugar',
    'Brown Sugar',
    'Muscovado Sugar',
    'Icing Sugar',
    'Caster Sugar',
    'Coco Sugar',
    'Pearl Sugar',
  ],
  lard: [
    'Pure Lard',
    'Vegetable Shortening',
    'Baker’s Lard',
    'Rendered Pork Lard',
    'Butter-Flavour Shortening',
  ],
  margarine: [
    'Table Margarine',
    'Baking Margarine',
    'Puff Pastry Margarine',
    'Crème Margarine',
    'Cake Margarine',
    'Laminating Margarine',
  ],
  oil: [
    'Palm Oil',
    'Coconut Oil',
    'Canola Oil',
    'Soybean Oil',
    'Sunflower Oil',
    'Corn Oil',
    'Olive Pomace Oil',
  ],
};
const BRANDS = [
  'Golden',
  'Pinoy',
  'Sunrise',
  'Harvest',
  'Mabuhay',
  'Island',
  'Baker’s Best',
  'Maya',
  'Lotus',
  'Señorita',
  'Bagong Araw',
  'Premier',
  'Farmhouse',
];
const SIZES = ['250g', '500g', '1kg', '2kg', '5kg', '10kg', '20L', '25kg', '50kg'];
/** How each description goes on after the item's name. */
const USES = [
  'for bakeries and home bakers; sealed bag, keep in a cool dry place',
  'for soft breads, pandesal and rolls; milled fresh every week',
  'for cakes, chiffon and sponge; fine and light, sifted twice',
  'for cookies, crinkles and brownies; consistent results batch after batch',
  'for pastries, ensaymada and hopia; keeps its texture through long proofing',
  'for frying and greasing pans; food grade, resealable pack',
  'for fillings, icings and glazes; smooth and easy to blend',
  'for restaurants and commissaries; bulk pack, best stored off the floor',
  'for crème brûlée, custards and leche flan; imported, accredited supplier',
  'for wholesale buyers; delivery in Metro Manila within two days',
];

/** Rows of (category, item name) the product statement picks from by number. */
function catalogValues(): string {
  const rows: string[] = [];
  CATEGORIES.forEach((category, c) => {
    ITEMS[category].forEach((item, i) => rows.push(`(${c}, ${i}, '${category}', '${item}')`));
  });
  return rows.join(', ');
}

export async function seedProducts(sql: Sql, count: number): Promise<void> {
  const bar = progressBar('products', count);
  const arrays = (list: string[]) => `ARRAY[${list.map((s) => `'${s}'`).join(', ')}]`;
  await sql.query(`
    WITH catalog(c, i, category, item) AS (VALUES ${catalogValues()}),
    counts AS (SELECT c, count(*)::int AS n FROM catalog GROUP BY c),
    numbered AS (
      SELECT g, g % 8 AS c, (g / 8) AS k FROM generate_series(1, ${count}) g
    )
    INSERT INTO products
      (name, images, description, expiration_date, price, half_price, retail_price, category, stock)
    SELECT
      (${arrays(BRANDS)})[1 + ((n.g / 8) % ${BRANDS.length})] || ' ' || cat.item || ' '
        || (${arrays(SIZES)})[1 + ((n.g / 3) % ${SIZES.length})] || ' #' || n.g,
      '/images/categories/' || cat.category || '.svg',
      cat.item || ' ' || (${arrays(USES)})[1 + ((n.g / 5) % ${USES.length})] || '. Lot ' || n.g || '.',
      -- About one product in twenty expires within 92 days: staff see it, customers do not.
      CASE WHEN n.g % 20 = 0 THEN current_date + (n.g % 80) ELSE current_date + 100 + (n.g % 600) END,
      (40 + (n.g * 37) % 2400)::numeric + 0.25 * (n.g % 4),
      CASE WHEN n.g % 3 = 0 THEN round(((40 + (n.g * 37) % 2400)::numeric) / 2 + 5, 2) END,
      CASE WHEN n.g % 2 = 0 THEN round(((40 + (n.g * 37) % 2400)::numeric) / 20 + 1.5, 2) END,
      cat.category,
      500 + (n.g * 13) % 4500
    FROM numbered n
    JOIN counts ON counts.c = n.c
    JOIN catalog cat ON cat.c = n.c AND cat.i = n.k % counts.n`);
  bar.finish();
}

/** Customers share the password hash of the bootstrapped admin (the bench knows it). */
export async function seedCustomers(sql: Sql, count: number, passwordOf: string): Promise<void> {
  const bar = progressBar('customers', count);
  const chunk = 5000;
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await sql.query(
      `INSERT INTO users (username, email, email_key, password_hash, role, created_at)
       SELECT 'Customer ' || g, 'customer' || g || '@gmail.com', 'customer' || g || '@gmail.com',
              (SELECT password_hash FROM users WHERE email = $1), 'customer',
              now() - (g % 700) * interval '1 day'
       FROM generate_series($2::int, $3::int) g`,
      [passwordOf, from, to],
    );
    bar.update(to);
  }
  bar.finish();
}

/**
 * Adds `count` orders of 1 to 6 lines over the past two years: about 75% approved, 7% declined,
 * the rest pending. All but the newest `openQueue` have been cleared by a cashier (name, phone
 * and address erased), as in a shop that works its queue. Chunks of 20,000 orders are spread
 * over the given connections (PostgreSQL seeds on several cores). Returns the seconds taken.
 */
export async function seedOrders(
  connections: Sql[],
  count: number,
  options: { openQueue: number; label?: string },
): Promise<number> {
  const bar = progressBar(options.label ?? 'orders', count);
  const chunk = 20_000;
  const ranges: [number, number][] = [];
  for (let from = 1; from <= count; from += chunk)
    ranges.push([from, Math.min(count, from + chunk - 1)]);
  let done = 0;
  await Promise.all(
    connections.map(async (sql) => {
      const { products, customers } = await prepareSeedSession(sql);
      for (let range = ranges.shift(); range; range = ranges.shift()) {
        await seedOrderRange(sql, range, {
          count,
          openQueue: options.openQueue,
          products,
          customers,
        });
        done += range[1] - range[0] + 1;
        bar.update(done);
      }
    }),
  );
  // The approved-sales totals the analytics read (the server keeps them in step on every status
  // change; the seed bypasses the server), added one connection at a time.
  for (const sql of connections) {
    await sql.query(
      `INSERT INTO product_sales (product_id, category, units_sold, revenue)
       SELECT product_id, category, sum(units), sum(revenue) FROM bench_sales
       GROUP BY product_id, category ORDER BY product_id, category
       ON CONFLICT (product_id, category) DO UPDATE
         SET units_sold = product_sales.units_sold + excluded.units_sold,
             revenue = product_sales.revenue + excluded.revenue`,
    );
    await sql.query(`DROP TABLE bench_sales`);
    await sql.query(`SET session_replication_role = DEFAULT`).catch(() => undefined);
  }
  const seconds = bar.finish();
  await connections[0]!.query('ANALYZE');
  return seconds;
}

async function prepareSeedSession(sql: Sql) {
  // The seed's rows reference products and customers it just read, so the per-row foreign key
  // checks are skipped where the role may (a superuser); otherwise they run, only slower.
  await sql.query(`SET session_replication_role = replica`).catch(() => undefined);
  await sql.query(`DROP TABLE IF EXISTS bench_products`);
  await sql.query(
    `CREATE TEMP TABLE bench_products AS
     SELECT row_number() OVER (ORDER BY id)::int AS n, id, name, description, category,
            price, retail_price
     FROM products WHERE archived_at IS NULL`,
  );
  await sql.query(`DROP TABLE IF EXISTS bench_customers`);
  await sql.query(
    `CREATE TEMP TABLE bench_customers AS
     SELECT row_number() OVER (ORDER BY email)::int AS n, id FROM users WHERE role = 'customer'`,
  );
  await sql.query(`DROP TABLE IF EXISTS bench_sales`);
  await sql.query(
    `CREATE TEMP TABLE bench_sales (product_id uuid, category text, units bigint, revenue numeric)`,
  );
  const [productCount] = await sql.query<{ products: number }>(
    `SELECT count(*)::int AS products FROM bench_products`,
  );
  const [customerCount] = await sql.query<{ customers: number }>(
    `SELECT count(*)::int AS customers FROM bench_customers`,
  );
  return { products: productCount?.products ?? 0, customers: customerCount?.customers ?? 0 };
}

async function seedOrderRange(
  sql: Sql,
  [from, to]: [number, number],
  o: { count: number; openQueue: number; products: number; customers: number },
) {
  const openFrom = o.count - o.openQueue + 1;
  await sql.query(`DROP TABLE IF EXISTS bench_orders`);
  await sql.query(
    `CREATE TEMP TABLE bench_orders AS
     SELECT g, gen_random_uuid() AS id,
            1 + floor(random() * ${o.customers})::int AS customer,
            1 + floor(random() * 6)::int AS lines,
            random() AS r,
            now() - random() * interval '730 days' AS created_at,
            g >= ${openFrom} AS open
     FROM generate_series(${from}, ${to}) g`,
  );
  await sql.query(`DROP TABLE IF EXISTS bench_lines`);
  // Popular products sell more: the product number is skewed towards the low end.
  await sql.query(
    `CREATE TEMP TABLE bench_lines AS
     SELECT x.order_id, p.id AS product_id, p.name, p.description, p.category,
            CASE WHEN p.retail_price IS NOT NULL AND random() < 0.25 THEN 'retailPrice' ELSE 'price' END AS price_type,
            p.price, p.retail_price, x.quantity
     FROM (
       SELECT o.id AS order_id,
              1 + floor(power(random(), 2) * ${o.products})::int AS pn,
              1 + floor(random() * random() * 10)::int AS quantity
       FROM bench_orders o CROSS JOIN LATERAL generate_series(1, o.lines) k
     ) x
     JOIN bench_products p ON p.n = x.pn`,
  );
  await sql.query(
    `INSERT INTO orders (id, user_id, status, customer_name, phone_number, address, pickup_date,
                         delivery_mode, subtotal, total_amount, customer_info_cleared_at, created_at)
     SELECT o.id, c.id,
            CASE WHEN o.r < 0.75 THEN 'approved' WHEN o.r < 0.82 THEN 'declined' ELSE 'pending' END,
            CASE WHEN o.open THEN 'Customer ' || o.customer END,
            CASE WHEN o.open THEN '+6391' || lpad((o.g % 100000000)::text, 8, '0') END,
            CASE WHEN o.open THEN o.g || ' Rizal St, Quezon City' END,
            (o.created_at + interval '2 days')::date,
            CASE WHEN o.g % 3 = 0 THEN 'delivery' ELSE 'pickup' END,
            -- No delivery fee: the subtotal is the total (as migration 0006 set for older orders).
            coalesce(t.total, 0),
            coalesce(t.total, 0),
            CASE WHEN o.open THEN NULL ELSE o.created_at + interval '3 days' END,
            o.created_at
     FROM bench_orders o
     JOIN bench_customers c ON c.n = o.customer
     LEFT JOIN (
       SELECT order_id,
              sum(CASE WHEN price_type = 'retailPrice' THEN retail_price ELSE price END * quantity) AS total
       FROM bench_lines GROUP BY order_id
     ) t ON t.order_id = o.id`,
  );
  await sql.query(
    `INSERT INTO order_items (order_id, product_id, name, description, category, price_type, unit_price, quantity)
     SELECT order_id, product_id, name, description, category, price_type,
            CASE WHEN price_type = 'retailPrice' THEN retail_price ELSE price END, quantity
     FROM bench_lines`,
  );
  await sql.query(
    `INSERT INTO bench_sales (product_id, category, units, revenue)
     SELECT l.product_id, l.category, sum(l.quantity),
            sum(CASE WHEN l.price_type = 'retailPrice' THEN l.retail_price ELSE l.price END * l.quantity)
     FROM bench_lines l JOIN bench_orders o ON o.id = l.order_id
     WHERE o.r < 0.75
     GROUP BY l.product_id, l.category`,
  );
}

export async function countRows(sql: Sql) {
  const [row] = await sql.query<{
    products: number;
    customers: number;
    orders: number;
    lines: number;
  }>(
    `SELECT (SELECT count(*)::int FROM products) AS products,
            (SELECT count(*)::int FROM users WHERE role = 'customer') AS customers,
            (SELECT count(*)::int FROM orders) AS orders,
            (SELECT count(*)::int FROM order_items) AS lines`,
  );
  return row!;
}

/**
 * Gives every other sellable, well-stocked product `extra` more lots (each its own delivery,
 * expiring a month after the one before), so checkout can be timed on products of one lot
 * against products of several (issue 26). Answers how many products got them.
 */
export async function addLots(sql: Sql, extra: number): Promise<number> {
  const bar = progressBar('lots', 1);
  const [row] = await sql.query<{ products: number }>(
    `WITH chosen AS (
       SELECT id, row_number() OVER (ORDER BY id) AS n FROM products
       WHERE archived_at IS NULL AND expiration_date > current_date + 93 AND stock >= 200
     ),
     received AS (
       SELECT shop_receive_lot(c.id, 100, current_date + 400 + 30 * k, NULL, 'bench', NULL,
                               current_date)
       FROM chosen c CROSS JOIN generate_series(1, ${extra}) k
       WHERE c.n % 2 = 0
     )
     SELECT (count(*) / ${extra})::int AS products FROM received`,
  );
  bar.finish();
  return row!.products;
}

/**
 * Fresh carts for every customer (two lines of sellable products), so the cart and checkout
 * loads each find a cart to read or buy. Checkout empties them; run again before re-timing.
 * `lots`: only products holding exactly that many lots (see addLots).
 */
export async function prepareCarts(sql: Sql, lots?: number): Promise<void> {
  const bar = progressBar('carts', 1);
  const lotCount =
    lots === undefined
      ? ''
      : `AND (SELECT count(*) FROM lots WHERE lots.product_id = products.id) = ${lots}`;
  await sql.query(`DELETE FROM cart_items`);
  await sql.query(
    `WITH sellable AS (
       SELECT row_number() OVER (ORDER BY id)::int - 1 AS n, id FROM products
       WHERE archived_at IS NULL AND expiration_date > current_date + 93 AND stock >= 200
         ${lotCount}
     ),
     total AS (SELECT count(*)::int AS c FROM sellable),
     customers AS (
       SELECT row_number() OVER (ORDER BY email)::int AS n, id FROM users WHERE role = 'customer'
     )
     INSERT INTO cart_items (user_id, product_id, price_type, quantity)
     SELECT c.id, s.id, 'price', 1 + (c.n + k) % 2
     FROM customers c
     CROSS JOIN generate_series(0, 1) k
     CROSS JOIN total
     JOIN sellable s ON s.n = (c.n * 7 + k * 131) % total.c`,
  );
  // As after any bulk load: the planner should know the carts' new size now, not whenever
  // autovacuum gets to it.
  await sql.query('ANALYZE cart_items');
  bar.finish();
}

/** Customers in a fixed order (the order prepareCarts and the token list use). */
export async function customerIds(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'customer' ORDER BY email`,
  );
  return rows.map((r) => r.id);
}

/** Sellable products with plenty of stock, for the add-to-cart load. */
export async function stockedProductIds(sql: Sql): Promise<string[]> {
  const rows = await sql.query<{ id: string }>(
    `SELECT id FROM products WHERE archived_at IS NULL AND expiration_date > current_date + 93
       AND stock >= 1000 ORDER BY id LIMIT 200`,
  );
  return rows.map((r) => r.id);
}
