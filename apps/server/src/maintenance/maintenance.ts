import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { SHOP_TIME_ZONE, shopToday } from '@shop/contract';
import type { Database } from '../db/types.ts';
import { backupDirOf, type Env } from '../env.ts';
import { pruneBackups, takeBackup, type Backup } from './backup.ts';
import { maintainDatabase } from './pglite-upkeep.ts';
import { tidyPhotos } from '../modules/uploads/photo-tidy.ts';
import { deleteOldPasswordResets } from '../modules/users/account.repository.ts';
import { refreshStaleProducts } from '../modules/stock/stock.repository.ts';

/** Clearings in a row (a cashier tidying the queue) lead to one erasure, this long after the last. */
const ERASE_DELAY_MS = 60_000;

/**
 * The server's own upkeep, so that a shop on the embedded database needs no one to stop it for
 * maintenance: every day at the quiet hour (MAINTENANCE_HOUR, the shop's time) PGlite is
 * vacuumed, uploaded photos no product uses are removed, and a backup is taken and old ones
 * pruned; a minute after customer details are cleared, the upkeep runs again so they leave the
 * disk. One job at a time.
 */
export class Maintenance {
  #cron: Cron | undefined;
  #eraseTimer: NodeJS.Timeout | undefined;
  #queue: Promise<unknown> = Promise.resolve();

  readonly #maintain: (database: Database) => Promise<void>;
  readonly #uploadDir: string | undefined;

  constructor(
    private readonly database: Database,
    private readonly env: Env,
    private readonly log: FastifyBaseLogger,
    options: {
      /** The upkeep itself (a test counts its runs). */
      maintain?: (database: Database) => Promise<void>;
      /** The folder of uploaded photos to tidy daily (photo-tidy.ts); none: not tidied. */
      uploadDir?: string;
    } = {},
  ) {
    this.#maintain = options.maintain ?? maintainDatabase;
    this.#uploadDir = options.uploadDir;
  }

  /** Starts the daily schedule (the server process; tests call the jobs directly). */
  start(): void {
    this.#cron = new Cron(
      `0 ${this.env.MAINTENANCE_HOUR} * * *`,
      { timezone: SHOP_TIME_ZONE, protect: true, unref: true },
      () => this.daily().catch(() => {}),
    );
  }

  /** When the daily job runs next (null before start()). */
  nextRun(): Date | null {
    return this.#cron?.nextRun() ?? null;
  }

  /** Stops the schedule and waits for a job in progress. */
  async stop(): Promise<void> {
    this.#cron?.stop();
    clearTimeout(this.#eraseTimer);
    await this.#queue;
  }

  /** Runs jobs one after another: a backup never overlaps a vacuum. */
  #serial<T>(job: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(job, job);
    this.#queue = run.catch(() => {});
    return run;
  }

  /** The day's upkeep, photo tidying and backup; failures are logged (and answered to a caller). */
  daily(): Promise<void> {
    return this.#serial(async () => {
      await this.#upkeep('daily');
      await this.#refreshStock();
      await this.#tidyPhotos();
      await this.#forgetOldResets();
      if (this.env.BACKUP_KEEP > 0) {
        await this.#backup(backupDirOf(this.env));
        const removed = await pruneBackups(backupDirOf(this.env), this.env.BACKUP_KEEP);
        if (removed.length > 0) this.log.info({ removed }, 'old backups removed');
      }
    });
  }

  /**
   * A backup now, into `dir` (default the server's BACKUP_DIR): npm run backup asks a running
   * PGlite server for one in the folder the command was given.
   */
  backup(dir = backupDirOf(this.env)): Promise<Backup> {
    return this.#serial(() => this.#backup(dir));
  }

  /** Customer details were cleared: erase them from the disk a minute after the last clearing. */
  afterCustomerInfoCleared(): void {
    if (this.database.kind !== 'pglite') return;
    clearTimeout(this.#eraseTimer);
    this.#eraseTimer = setTimeout(() => {
      this.#eraseTimer = undefined;
      this.#serial(() => this.#upkeep('erasure')).catch(() => {});
    }, ERASE_DELAY_MS);
    this.#eraseTimer.unref();
  }

  async #upkeep(reason: string): Promise<void> {
    if (this.database.kind !== 'pglite') return;
    const started = Date.now();
    try {
      await this.#maintain(this.database);
      this.log.info({ reason, ms: Date.now() - started }, 'database upkeep done');
    } catch (error) {
      this.log.error({ err: error, reason }, 'database upkeep failed');
      throw error;
    }
  }

  /**
   * Lots that left the 92-day window overnight: their products' kept stock figures are redone
   * (the listing would do it on its next request; decision 80). A failure is logged only.
   */
  async #refreshStock(): Promise<void> {
    try {
      await refreshStaleProducts(this.database.db, shopToday());
    } catch (error) {
      this.log.error({ err: error }, 'stock figures not refreshed');
    }
  }

  /** Links to set a new password made over a day ago are forgotten; a failure is logged only. */
  async #forgetOldResets(): Promise<void> {
    try {
      const removed = await deleteOldPasswordResets(this.database.db);
      if (removed > 0) this.log.info({ removed }, 'old password reset links forgotten');
    } catch (error) {
      this.log.error({ err: error }, 'old password reset links not forgotten');
    }
  }

  /** A failure is logged and does not keep the day's backup from being taken. */
  async #tidyPhotos(): Promise<void> {
    if (this.#uploadDir === undefined) return;
    try {
      const tidied = await tidyPhotos(this.database.db, this.#uploadDir);
      if (tidied.unused.length + tidied.duplicates + tidied.leftovers > 0) {
        this.log.info(tidied, 'unused photos removed');
      }
    } catch (error) {
      this.log.error({ err: error }, 'tidying the photos failed');
    }
  }

  async #backup(dir: string): Promise<Backup> {
    try {
      const backup = await takeBackup(this.database, dir);
      this.log.info(backup, 'backup written');
      return backup;
    } catch (error) {
      this.log.error({ err: error }, 'backup failed');
      throw error;
    }
  }
}
