import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, api, type CallName, type Endpoint } from '@shop/contract';
import { createTestApp, type TestApp } from '../test/helper.ts';

/** What the tests read of one operation of the document. */
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}

interface ErrorSchema {
  properties: Record<string, unknown>;
  required: string[];
}

/** What the tests read of the document. */
interface Document {
  servers?: unknown;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { ErrorResponse: ErrorSchema } };
}

interface LintReport {
  problems: { ruleId: string; severity: 'error' | 'warn'; location: { pointer: string }[] }[];
}

const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const run = promisify(execFile);
const openApiPath = (contractPath: string) => contractPath.replace(/:(\w+)/g, '{$1}');
/** A JSON pointer to a path's operation, as redocly reports it ("/" is written "~1"). */
const pointerTo = (contractPath: string, method: string) =>
  `#/paths/${openApiPath(contractPath).replace(/\//g, '~1')}/${method.toLowerCase()}`;

/** The server's redocly.yaml: the `recommended` rules, and no telemetry (nothing leaves). */
const redoclyConfig = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

/** redocly's own command line on the document as a file; it exits 1 when it finds errors. */
async function redoclyLint(file: string): Promise<LintReport> {
  const args = [redoclyCli, 'lint', file, '--format=json', `--config=${redoclyConfig}`];
  const output = await run(process.execPath, args, { cwd: path.dirname(file) }).catch(
    (failed: { stdout: string }) => failed,
  );
  return JSON.parse(output.stdout) as LintReport;
}

/** The TypeScript compiler's complaints about `entry` (strict), with the file and line. */
function typeErrors(entry: string): string[] {
  const program = ts.createProgram([entry], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    // The language alone (no DOM), its own files unchecked: the client and its use are checked.
    lib: ['lib.es2022.d.ts'],
    skipDefaultLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return text;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${path.basename(diagnostic.file.fileName)}:${line + 1} ${text}`;
  });
}

describe('the OpenAPI document at /docs/json', () => {
  let t: TestApp;
  let document: Document;
  let folder: string;
  const names = Object.keys(api) as CallName[];
  const operationOf = (name: CallName) =>
    document.paths[openApiPath(api[name].path)]?.[api[name].method.toLowerCase()] as Operation;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
    folder = await mkdtemp(path.join(tmpdir(), 'shop-openapi-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("passes redocly lint's recommended rules with no error", async () => {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const { problems } = await redoclyLint(file);
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    // The warnings left: no license (the shop's code is not licensed to anyone), and the calls
    // that answer no client error of their own.
    const answerNoClientError = Object.values(api).filter((entry) => entry.errors.length === 0);
    expect(problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}`).sort()).toEqual(
      [
        'info-license #/info',
        ...answerNoClientError.map(
          (entry) => `operation-4xx-response ${pointerTo(entry.path, entry.method)}/responses`,
        ),
      ].sort(),
    );
  });

  it('has one operation per call of the contract, named by it, with its summary and session', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(names.length);
    expect(document.servers).toEqual([{ url: '/' }]);
    for (const name of names) {
      const operation = operationOf(name);
      expect(operation.operationId, name).toBe(name);
      expect(operation.summary, name).toBe(api[name].summary);
      expect(operation.security, name).toEqual(
        api[name].access === 'anyone' ? [] : [{ bearerAuth: [] }, { cookieAuth: [] }],
      );
      const { upload }: Endpoint = api[name];
      if (upload) {
        expect(operation.requestBody?.content, name).toEqual({
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { [upload.field]: { type: 'string', format: 'binary' } },
              required: [upload.field],
              additionalProperties: false,
            },
          },
        });
      }
    }
  });

  it('lists every answer of a call, each error with the body the server sends', async () => {
    for (const name of names) {
      const { status, errors, stream, produces }: Endpoint = api[name];
      const { responses } = operationOf(name);
      expect(Object.keys(responses).sort(), name).toEqual([status, ...errors].map(String).sort());
      const type = stream ? 'text/event-stream' : (produces ?? 'application/json');
      expect(Object.keys(responses[status]?.content ?? {}), name).toEqual([type]);
      for (const error of errors) {
        expect(responses[error]?.content, `${name} ${error}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } },
        });
      }
    }
    const schema = document.components.schemas.ErrorResponse;
    expect(schema.required).toEqual(['message']);
    const refused = await t.request('getMe');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: SERVER_MESSAGES.unauthorized });
    const badLogin = await t.request('login', { body: { email: 'x' } });
    expect(badLogin.statusCode).toBe(400);
    for (const key of Object.keys(badLogin.json())) expect(schema.properties).toHaveProperty(key);
  });

  it('generates a typed client with openapi-typescript that type-checks', async () => {
    await writeFile(
      path.join(folder, 'api.d.ts'),
      astToString(await openapiTS(document as unknown as OpenAPI3)),
    );
    const use = path.join(folder, 'use.ts');
    await writeFile(
      use,
      `import type { components, operations, paths } from './api';
type Sales = paths['${openApiPath(api.getCategorySales.path)}']['get']['responses'][200]['content']['application/json'];
export const topNames = (sales: Sales): string[] => sales.topProducts.map((p) => p.name);
type LoginBody = operations['login']['requestBody']['content']['application/json'];
export const login: LoginBody = { email: 'ana@gmail.com', password: 'secret' };
type Refusal = operations['login']['responses'][401]['content']['application/json'];
export const refusal: Refusal = { message: 'Invalid email or password.' };
export const error: components['schemas']['ErrorResponse'] = refusal;
export const everyCall: Record<keyof operations, true> = { ${names.map((name) => `${name}: true`).join(', ')} };
// @ts-expect-error a call the contract does not have
export type Missing = operations['noSuchCall'];
// @ts-expect-error the login body has no role
export const elevated: LoginBody = { email: 'ana@gmail.com', password: 'secret', role: 'admin' };
`,
    );
    expect(typeErrors(use)).toEqual([]);
  });
});
