import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/test/helper.ts';
import { REPO_ROOT, seconds } from './support.ts';

/*
 * The server sends script-src 'self' without 'unsafe-inline' or 'unsafe-eval' (ASVS V3.4).
 * A build that puts a script inline, loads one from elsewhere or evaluates strings would
 * break in the browser under that policy; this checks the build the server would serve.
 */
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
let copy: string | undefined;
let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('the built web app under the Content-Security-Policy', () => {
  it('has no inline script, loads only its own files, evaluates no strings, and is served with the policy', async () => {
    const began = Date.now();
    if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
      execSync('npm run build -w apps/web', { cwd: REPO_ROOT, stdio: 'inherit' });
      console.log(`[csp] built apps/web in ${seconds(Date.now() - began)}`);
    }
    // A copy: someone rebuilding apps/web meanwhile must not swap files under the test.
    copy = mkdtempSync(path.join(os.tmpdir(), 'shop-csp-'));
    cpSync(WEB_DIST, copy, { recursive: true });
    const html = readFileSync(path.join(copy, 'index.html'), 'utf8');

    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes, body] of scripts) {
      expect(body!.trim(), `inline script: ${tag}`).toBe('');
      expect(attributes, `script without src: ${tag}`).toMatch(/\ssrc="[^"]+"/);
    }
    expect(html, 'inline event handler').not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(html, 'javascript: URL').not.toMatch(/javascript:/i);
    const references = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    for (const ref of references) {
      expect(ref, `not same-origin: ${ref}`).toMatch(/^\/(?!\/)/);
      expect(existsSync(path.join(copy, ref.split('?')[0]!)), `missing file ${ref}`).toBe(true);
    }

    const scriptFiles = filesUnder(copy).filter((f) => f.endsWith('.js'));
    for (const file of scriptFiles) {
      const code = readFileSync(file, 'utf8');
      expect(code, `${path.basename(file)} needs 'unsafe-eval'`).not.toMatch(
        /(^|[^\w$.])eval\(|new Function\(/,
      );
    }

    t = await createTestApp({ WEB_DIST: copy });
    const page = await t.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    const served = [...references, ...scriptFiles.map((f) => `/${path.relative(copy!, f)}`)];
    for (const ref of new Set(served)) {
      const res = await t.inject({ method: 'GET', url: ref });
      expect(res.statusCode, ref).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      if (ref.endsWith('.js')) expect(res.headers['content-type']).toMatch(/javascript/);
    }
    console.log(
      `[csp] index.html: ${scripts.length} script tag(s), all external, 0 inline, 0 inline handlers; ` +
        `${references.length} same-origin references; ${scriptFiles.length} JS files without eval; ` +
        `${new Set(served).size} files served with nosniff under "${scriptSrc.trim()}"`,
    );
  });
});
