import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite database's dump (tests on PGlite). */
    pgliteImage: string | undefined;
    /** A migrated PostgreSQL database that fresh test databases are copied from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Once per test run, before any test file: one migrated database that every test database
 * starts from. A new PGlite spends most of its start-up creating its cluster and a new
 * PostgreSQL database about half a second on the migrations, and the suite opens over a
 * hundred of them; a copy of a ready one is several times quicker. Tests still open their
 * databases through openDatabase, whose migrations then find nothing to do.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgresUrl = loadEnv().DATABASE_URL;
  if (!postgresUrl) {
    const folder = mkdtempSync(path.join(tmpdir(), 'shop-pglite-image-'));
    const file = path.join(folder, 'migrated.tar');
    const database = await openDatabase({ dataDir: '' });
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    const image = await database.client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    await database.close();
    project.provide('pgliteImage', file);
    project.provide('postgresTemplate', undefined);
    return async () => rmSync(folder, { recursive: true, force: true });
  }

  const name = `shop_test_template_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.close();
  // A copy is refused while anyone is connected to its template, and the pool's connections
  // may still be closing after end() resolved.
  while (
    (await admin.query(`SELECT 1 FROM pg_stat_activity WHERE datname = $1`, [name])).rowCount
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  project.provide('pgliteImage', undefined);
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
