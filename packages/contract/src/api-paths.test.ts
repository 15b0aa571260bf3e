import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { api } from './api.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The package that may spell the API's paths (api.ts names them; its schemas' notes cite them). */
const CONTRACT = 'packages/contract/';

/** Every source file of the repository (tracked or new, not ignored). */
function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return listed
    .split('\0')
    .filter((file) => /\.(ts|tsx|mts|js|mjs|cjs|html|sql)$/.test(file))
    .filter((file) => !file.startsWith(CONTRACT));
}

/** The fixed part of each path: up to its first parameter (`/product/customer-order/`). */
const fixedParts = [...new Set(Object.values(api).map((e) => e.path.split(':')[0]!))];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Each fixed part as a path of its own: not the tail of a file path (`../shop/settings.ts`,
 * `components/delivery-zones.tsx`), and, when it is a whole path, not the head of a longer name.
 */
const fixedPatterns = fixedParts.map(
  (part) => new RegExp(`(^|[^\\w.])${escape(part)}${part.endsWith('/') ? '' : '(?![\\w.-])'}`),
);
/** Any string that starts like one of the API's path families. */
const FAMILY = /['"`]\/(product|user|admin)\//;

describe('API paths', () => {
  it('are spelled only in the contract: every other file names its calls through it', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles()) {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), 'utf8');
      } catch {
        continue; // deleted in the work tree
      }
      text.split('\n').forEach((line, i) => {
        const spelled = fixedPatterns.find((pattern) => pattern.test(line));
        if (spelled || FAMILY.test(line)) offenders.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
