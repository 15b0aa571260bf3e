import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { childEnv } from '../env.ts';

/**
 * The server and the commands as an operator runs them (npm run start, backup, vacuum,
 * restore: tsx on the sources), each its own process with its own umask, on the embedded
 * database in a scratch folder.
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const root = mkdtempSync(path.join(os.tmpdir(), 'shop-private-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** An operator's environment: nothing of the test run's (no DATABASE_URL: the embedded one). */
const envOf = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: childEnv({}).PATH,
  HOME: childEnv({}).HOME,
  NODE_ENV: 'development',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'info',
  HOST: '127.0.0.1',
  PORT: '0',
  ...extra,
});

function start(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [tsx, `src/${script}`, ...args], {
    cwd: serverDir,
    env: envOf(env),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, output: () => output, exited };
}

/** Runs a command to its end: its exit code and what it printed. */
async function run(script: string, args: string[], env: Record<string, string>) {
  const command = start(script, args, env);
  const code = await command.exited;
  return { code, output: command.output() };
}

/** Every entry under `dir` (itself included) whose mode is not 0700 (folder) or 0600. */
function notPrivate(dir: string): string[] {
  const loose: string[] = [];
  const visit = (file: string) => {
    const stats = lstatSync(file);
    const mode = stats.mode & 0o777;
    if (mode !== (stats.isDirectory() ? 0o700 : 0o600)) {
      loose.push(`${path.relative(root, file)} ${mode.toString(8)}`);
    }
    if (stats.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  return loose;
}

// Each test starts the server or a command as its own process (tsx compiling the sources, a
// PGlite opening its folder): about 10 s on a quiet machine, and the wait for its output allows
// 90 s, so the test may take as long.
describe(
  'the data folder is the shop’s user’s alone (embedded database)',
  { timeout: 120_000 },
  () => {
    const dataDir = path.join(root, 'data');
    const elsewhere = path.join(root, 'elsewhere', 'backups');
    let backupFile = '';
    let server: ReturnType<typeof start> | undefined;
    const stopServer = async () => {
      server?.child.kill('SIGTERM');
      await server?.exited;
      server = undefined;
    };
    afterAll(stopServer);

    it('the server tightens a loose data folder at start (said once) and keeps what it writes private', async () => {
      // A data folder as an older version left it: readable by every local user.
      mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
      chmodSync(dataDir, 0o755);
      chmodSync(path.join(dataDir, 'uploads'), 0o755);
      writeFileSync(path.join(dataDir, 'notes.txt'), 'x', { mode: 0o666 });
      chmodSync(path.join(dataDir, 'notes.txt'), 0o666);
      writeFileSync(path.join(dataDir, 'uploads', `${'a'.repeat(32)}-320.webp`), 'x');
      chmodSync(path.join(dataDir, 'uploads', `${'a'.repeat(32)}-320.webp`), 0o644);

      server = start('server.ts', [], { DATA_DIR: dataDir });
      await expect
        .poll(() => server!.output(), { timeout: 90_000, interval: 250 })
        .toContain('is running at');
      const said = server.output().match(/Made \d+ files and folders of the shop's data private/g);
      expect(said).toEqual(["Made 4 files and folders of the shop's data private"]);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
      expect(notPrivate(dataDir)).toEqual([]);
    });

    it('npm run backup with another BACKUP_DIR, while the server runs: the backup goes there, private', async () => {
      expect(server).toBeDefined();
      try {
        // The server owns the data folder and takes the backup, into the command's folder.
        const backup = await run('cli/backup.ts', [], { DATA_DIR: dataDir, BACKUP_DIR: elsewhere });
        expect(backup.code, backup.output).toBe(0);
        const written = /Backup written: (\S+\.tar\.gz) \(/.exec(backup.output)?.[1];
        expect(path.dirname(written ?? '')).toBe(elsewhere);
        backupFile = written!;
        expect(readdirSync(elsewhere)).toEqual([path.basename(backupFile)]);
        expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);
        expect(notPrivate(path.join(root, 'elsewhere'))).toEqual([]);
      } finally {
        await stopServer();
      }
    });

    it('npm run vacuum and npm run restore leave only private files and folders', async () => {
      const vacuum = await run('cli/vacuum.ts', [], { DATA_DIR: dataDir });
      expect(vacuum.code, vacuum.output).toBe(0);
      expect(vacuum.output).toContain('VACUUM ANALYZE done on pglite');
      expect(notPrivate(dataDir)).toEqual([]);

      const restoredDir = path.join(root, 'restored');
      const restore = await run('cli/restore.ts', [backupFile], { DATA_DIR: restoredDir });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain(`Restored ${backupFile} into ${restoredDir}: 0 orders`);
      expect(notPrivate(restoredDir)).toEqual([]);
    });
  },
);
