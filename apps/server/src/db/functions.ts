import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from './types.ts';
import { pgError } from './transaction.ts';

/**
 * The shop's database functions, one file each in db/functions/, in the order they are created:
 * a LANGUAGE sql function is checked against the functions that exist when it is created, so
 * the ones the others call come first. Each file is one CREATE OR REPLACE FUNCTION statement.
 */
export const FUNCTIONS = [
  'shop_sellable',
  'shop_today',
  'shop_delivery_fee',
  'shop_tier_price',
  'shop_tier_unit',
  'shop_tier_size',
  'shop_refresh_products',
  'shop_refresh_product',
  'shop_refresh_stale_products',
  'shop_fresh_product',
  'shop_take_lots',
  'shop_take_order',
  'shop_return_order',
  'shop_refund_line',
  'shop_sales_lines',
  'shop_month_number',
  'shop_running_at',
  'shop_running_add',
  'shop_record_sales',
  'shop_receive_lot',
  'shop_change_lot',
  'shop_correct_lots',
  'shop_priced_line',
  'shop_cart_holds',
  'shop_cart_lines',
  'shop_cart_fingerprint',
  'shop_add_to_cart',
  'shop_set_cart_quantity',
  'shop_reorder',
  'shop_order_json',
  'shop_staff_order_json',
  'shop_gcash_reference_owner',
  'shop_checkout_session',
  'shop_checkout_zone',
  'shop_day_full',
  'shop_checkout_book_day',
  'shop_checkout_take_cart',
  'shop_checkout_write_order',
  'shop_checkout',
  'shop_counter_sale',
] as const;

export const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

/** The statements that create (or replace) the functions, in FUNCTIONS order. */
export const functionSources = (): string[] =>
  FUNCTIONS.map((name) => readFileSync(path.join(functionsFolder, `${name}.sql`), 'utf8'));

/**
 * Creates or replaces every function in one transaction, after the migrations: a function's
 * rule changes by editing its file, and the next start applies it on PGlite and PostgreSQL
 * alike. Running it again changes nothing. On PostgreSQL the caller holds the schema lock
 * (client.ts), so two servers never replace the same function at once (that fails with "tuple
 * concurrently updated"). A change CREATE OR REPLACE cannot make (a parameter renamed, another
 * return type) needs a migration that drops the old function first, as 0004 and 0010 do.
 */
export async function applyFunctions(db: Db): Promise<void> {
  const sources = functionSources();
  await db.transaction(async (tx) => {
    for (const source of sources) await tx.execute(sql.raw(source));
  });
}

/**
 * The refusal a function of ours raised (SQLSTATE 'SC' + the HTTP status, its message a small
 * JSON reason), read with the caller's schema: a discriminated union of the refusals that
 * function makes, each with its status, reason and fields. Undefined for any other error, and
 * for a refusal the schema does not describe: that error goes on as it came (a 500, logged with
 * its SQLSTATE and message), rather than being answered with a guess.
 */
export function functionRefusal<S extends z.ZodType>(
  error: unknown,
  refusals: S,
): z.output<S> | undefined {
  const code = pgError(error)?.code;
  if (!code || !/^SC\d{3}$/.test(code)) return undefined;
  let current: unknown = error;
  while (current && typeof current === 'object' && (current as { code?: unknown }).code !== code) {
    current = (current as { cause?: unknown }).cause;
  }
  const message = (current as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string') return undefined;
  let reason: unknown;
  try {
    reason = JSON.parse(message);
  } catch {
    return undefined;
  }
  if (!reason || typeof reason !== 'object') return undefined;
  const parsed = refusals.safeParse({ ...reason, status: Number(code.slice(2)) });
  return parsed.success ? parsed.data : undefined;
}
