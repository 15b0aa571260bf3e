import { createReadStream } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { createGunzip, gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/types.ts';
import { PRIVATE_FILE_MODE } from '../lib/private-files.ts';

/**
 * The shop's own export: every table of the `public` schema as of one snapshot, gzipped text.
 * It is the backup on PostgreSQL when `pg_dump` is not installed, and it restores into either
 * database. Line 1 is a JSON header (format, the number of migrations applied, the sequences'
 * values, the tables in order); then one line per table: its rows as a jsonb array. jsonb's
 * text has no raw line breaks, and its numbers are copied as text, never through a JavaScript
 * number, so money keeps every digit.
 */
const FORMAT = 'bakery-shop-export';
const VERSION = 1;
export const EXPORT_EXTENSION = '.json.gz';

interface Header {
  format: typeof FORMAT;
  version: number;
  takenAt: string;
  migrations: number;
  tables: string[];
  sequences: { name: string; value: string }[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function migrationCount(db: Executor): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return Number(row?.n ?? 0);
}

/** Tables the database fills by itself from others (migration 0009's search words). */
const DERIVED_TABLES = ['search_words'];

export async function exportDatabase(db: Db, fileBase: string): Promise<string> {
  const lines = await db.transaction(
    async (tx) => {
      const tables = rowsOf<{ name: string }>(
        await tx.execute(sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
      )
        .map((t) => t.name)
        // Derived: the products' trigger fills it again as the products are restored.
        .filter((name) => !DERIVED_TABLES.includes(name));
      const body: string[] = [];
      for (const table of tables) {
        const [row] = rowsOf<{ rows: string }>(
          await tx.execute(
            sql`select coalesce(jsonb_agg(t), '[]'::jsonb)::text as rows from ${sql.identifier(table)} t`,
          ),
        );
        body.push(row?.rows ?? '[]');
      }
      const sequences = rowsOf<{ name: string; value: string }>(
        await tx.execute(sql`select sequencename as name, last_value::text as value
          from pg_sequences where schemaname = 'public' and last_value is not null order by 1`),
      );
      const header: Header = {
        format: FORMAT,
        version: VERSION,
        takenAt: new Date().toISOString(),
        migrations: await migrationCount(tx),
        tables,
        sequences,
      };
      return [JSON.stringify(header), ...body];
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const file = `${fileBase}${EXPORT_EXTENSION}`;
  await writeFile(`${file}.partial`, await promisify(gzip)(lines.join('\n') + '\n'), {
    mode: PRIVATE_FILE_MODE,
  });
  await rename(`${file}.partial`, file);
  return file;
}

/** Tables in an order that loads every referenced row before the rows that refer to it. */
async function loadOrder(db: Executor, tables: string[]): Promise<string[]> {
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`),
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const edge of edges)
      if (edge.child === table && edge.parent !== table) visit(edge.parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered.filter((t) => tables.includes(t));
}

/**
 * Loads an export into a database whose tables exist (migrations applied) and are empty, in
 * one transaction: all of it or nothing. The export must come from the same version of the
 * shop (the same migrations); an older one is restored with that version, then upgraded.
 */
export async function importDatabase(db: Db, file: string): Promise<void> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  let header: Header;
  try {
    header = JSON.parse(String(first.value)) as Header;
  } catch {
    throw new Error(`${file} is not an export of this shop.`);
  }
  if (header.format !== FORMAT || header.version !== VERSION) {
    throw new Error(`${file} is not an export of this shop.`);
  }
  const rowsByTable = new Map<string, string>();
  for (const table of header.tables) {
    const next = await iterator.next();
    if (next.done) throw new Error(`${file} is cut short: the rows of ${table} are missing.`);
    rowsByTable.set(table, next.value);
  }
  await db.transaction(async (tx) => {
    const migrations = await migrationCount(tx);
    if (migrations !== header.migrations) {
      throw new Error(
        `${file} was taken by a version of the shop with ${header.migrations} migrations; this one has ${migrations}. Restore it with that version, then upgrade.`,
      );
    }
    // The rows go in as they were: triggers that would make them (a product's first lot,
    // migration 0012) stand aside for this transaction.
    await tx.execute(sql`select set_config('shop.restoring', 'on', true)`);
    for (const table of await loadOrder(tx, header.tables)) {
      const columns = rowsOf<{ name: string }>(
        await tx.execute(sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
          order by ordinal_position`),
      ).map((c) => sql.identifier(c.name));
      const list = sql.join(columns, sql`, `);
      await tx.execute(sql`insert into ${sql.identifier(table)} (${list})
        select ${list} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${rowsByTable.get(table)}::jsonb)`);
    }
    for (const sequence of header.sequences) {
      await tx.execute(sql`select setval(${sequence.name}::regclass, ${sequence.value}::bigint)`);
    }
  });
}
