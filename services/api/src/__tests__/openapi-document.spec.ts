import type { INestApplication } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { INVOICE_ROUTES, REPORT_ROUTES } from '@dental/contracts';
import { api, createTestApp } from '@dental/server-testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

/** Runs a Node CLI of the repository; a failing exit still gives its output to look at. */
async function runCli(script: string, args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(root, script), ...args], {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      // No update check nor usage report: the test runs offline.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

/** The document as a client reads it: served by the running API, checked by the tools clients use. */
describe('the OpenAPI document', () => {
  let app: INestApplication;
  let document: Record<string, unknown>;
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  const documentFile = path.join(dir, 'openapi.json');

  beforeAll(async () => {
    app = await createTestApp();
    const res = await api(app).get('/api/docs-json');
    expect(res.status).toBe(200);
    document = res.body as Record<string, unknown>;
    writeFileSync(documentFile, JSON.stringify(document, null, 2));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("has an operation for each route of the contract's route tables, at its path and method", () => {
    const paths = document.paths as Record<string, Record<string, unknown>>;
    const routes = [...Object.values(INVOICE_ROUTES), ...Object.values(REPORT_ROUTES)];
    expect(routes.filter((route) => !paths[route.path]?.[route.method.toLowerCase()]).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    // Every invoice operation of the document is one of the table's: no path is declared beside it.
    const invoiceOperations = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/invoices'))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(invoiceOperations.sort()).toEqual(Object.values(INVOICE_ROUTES).map((route) => `${route.method} ${route.path}`).sort());
  });

  it("passes Redocly's recommended lint (redocly.yaml) without an error", async () => {
    const { stdout, stderr } = await runCli('node_modules/@redocly/cli/bin/cli.js', ['lint', documentFile, '--config', path.join(root, 'redocly.yaml'), '--format', 'json'], dir);
    const report = JSON.parse(stdout || '{}') as Partial<LintReport>;
    if (!report.totals) throw new Error(`Redocly gave no report: ${stderr}`);
    const errors = (report.problems ?? []).filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('gives a typed client: openapi-typescript output that a strict tsc accepts in use', async () => {
    writeFileSync(path.join(dir, 'openapi.ts'), astToString(await openapiTS(pathToFileURL(documentFile))));
    // A client's everyday reads: a body to send, an answer, the shared error, a nullable union.
    writeFileSync(
      path.join(dir, 'client.ts'),
      `import type { components, paths } from './openapi.js';
type SignIn = paths['/api/auth']['post'];
export const credentials: SignIn['requestBody']['content']['application/json'] = { username: 'admin', password: 'admin' };
export const tokenOf = (answer: SignIn['responses'][200]['content']['application/json']): string => answer.data.token;
export const refusal = (answer: SignIn['responses'][429]['content']['application/json']): components['schemas']['ApiError'] => answer;
export const codeOf = (answer: paths['/api/patients/{uuid}']['get']['responses'][404]['content']['application/json']): string => answer.error.code;
type NewPatient = paths['/api/patients']['post']['requestBody']['content']['application/json'];
export const withoutDocument: NewPatient['document_type'] = null;
export const passport: NewPatient['document_type'] = 1;
`,
    );
    const tsc = await runCli(
      'node_modules/typescript/bin/tsc',
      ['--noEmit', '--strict', '--target', 'es2023', '--module', 'nodenext', '--moduleResolution', 'nodenext', 'client.ts'],
      dir,
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.code).toBe(0);
  }, 60_000);
});
