import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
export const SCREENSHOTS_DIR = path.join(ARTIFACTS_DIR, 'screenshots');

/** The bootstrap admin the server creates from ADMIN_EMAIL / ADMIN_PASSWORD on its empty database. */
export const ADMIN = { email: 'owner.e2e@gmail.com', password: 'Owner-e2e-password-1' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
    databaseKind: 'pglite' | 'postgres';
    /** The SMS gateway stand-in (support/sms-gateway.ts): its GET /received lists the texts. */
    smsGatewayURL: string;
  }
}
