import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = '@nx/enforce-module-boundaries';

/**
 * The module boundaries of eslint.config.mjs, proved on code the lint is shown (lintText at a path
 * inside a project, so it is judged as that project's code): the lint refuses what the
 * architecture forbids and accepts an allowed edge.
 */
describe('module boundaries (eslint.config.mjs)', () => {
  let eslint: ESLint;

  beforeAll(async () => {
    // The rule reads Nx's cached project graph (tags, package names): build it from the tree as it is.
    process.env.NX_DAEMON = 'false';
    await createProjectGraphAsync({ exitOnError: false });
    eslint = new ESLint({ cwd: repoRoot });
  }, 120_000);

  /** The boundary rule's messages for `code` placed at `file` (relative to the repo root). */
  async function boundaryErrors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    const fatal = result.messages.filter((message) => message.fatal);
    if (fatal.length) throw new Error(`could not lint ${file}: ${fatal.map((message) => message.message).join('; ')}`);
    return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
  }

  it('refuses a remote importing another remote, by package or by path', async () => {
    // A remote has no package entry point (it is loaded through Module Federation), so its code is
    // reached by a path inside the package or a relative one; both are refused.
    for (const specifier of ['@dental/app-patients/src/index', '../../patients/src/index']) {
      const errors = await boundaryErrors('apps/calendar/src/x.ts', `import { x as y } from '${specifier}';\nexport const x = y;\n`);
      expect(errors).not.toEqual([]);
    }
  });

  it('refuses browser code importing server code', async () => {
    // The rule reports the first constraint an import breaks: for the apps it is where code runs,
    // for the UI library already what it is (a UI lib imports no data access at all).
    const expected = {
      'apps/shell/src/x.ts': 'tagged with "scope:shell" can only depend on libs tagged with "scope:web", "scope:shared"',
      'apps/reports/src/x.ts': 'tagged with "scope:reports" can only depend on libs tagged with "scope:web", "scope:shared"',
      'libs/ui/src/x.ts': 'tagged with "type:ui" can only depend on libs tagged with "type:ui", "type:util", "type:domain"',
    };
    for (const [file, message] of Object.entries(expected)) {
      const errors = await boundaryErrors(file, `import { Company } from '@dental/server-core';\nexport const x = Company;\n`);
      expect(errors.join('\n')).toContain(message);
    }
  });

  it('refuses a domain service importing a domain it does not declare', async () => {
    // messenger may import identity only; reports reads the calendar's counts but never patients.
    const sideways = await boundaryErrors('services/messenger/src/x.ts', `import { Appointment } from '@dental/calendar';\nexport const x = Appointment;\n`);
    expect(sideways.join('\n')).toMatch(/tagged with "service:messenger"/);
    const skipping = await boundaryErrors('services/reports/src/x.ts', `import { Patient } from '@dental/patients';\nexport const x = Patient;\n`);
    expect(skipping.join('\n')).toMatch(/tagged with "service:reports"/);
    // identity imports no domain: one that imports identity would close a cycle, refused as such.
    const upward = await boundaryErrors('services/identity/src/x.ts', `import { Room } from '@dental/settings';\nexport const x = Room;\n`);
    expect(upward.join('\n')).toMatch(/Circular dependency|service:identity/);
  });

  it('refuses the test kit in production code, and the host in a domain', async () => {
    const kit = await boundaryErrors('services/calendar/src/x.ts', `import { createTestApp } from '@dental/server-testing';\nexport const x = createTestApp;\n`);
    expect(kit.join('\n')).toMatch(/tagged with "type:domain-service"/);
    const host = await boundaryErrors('services/calendar/src/x.ts', `import { createApp } from '@dental/server-host';\nexport const x = createApp;\n`);
    expect(host).not.toEqual([]);
  });

  it('accepts the allowed edges: a declared domain, the server platform, the kit from a test file', async () => {
    expect(await boundaryErrors('services/calendar/src/x.ts', `import { Patient } from '@dental/patients';\nimport { Room } from '@dental/settings';\nexport const x = [Patient, Room];\n`)).toEqual([]);
    expect(await boundaryErrors('services/reports/src/x.ts', `import { CalendarStatsModule } from '@dental/calendar';\nimport { findPage } from '@dental/server-core';\nexport const x = [CalendarStatsModule, findPage];\n`)).toEqual([]);
    expect(await boundaryErrors('services/calendar/src/__tests__/x.spec.ts', `import { createTestApp } from '@dental/server-testing';\nexport const x = createTestApp;\n`)).toEqual([]);
    expect(await boundaryErrors('apps/calendar/src/x.ts', `import { Button } from '@dental/ui';\nexport const x = Button;\n`)).toEqual([]);
  });

  it('is never switched off in the code: no eslint-disable of the boundary rule anywhere', () => {
    // git grep exits 1 when nothing matches: that is the expected answer, not a failure.
    const grep = spawnSync('git', ['grep', '-l', '-e', `eslint-disable.*${RULE}`, '--', '*.ts', '*.tsx', '*.mjs', '*.js'], { cwd: repoRoot, encoding: 'utf8' });
    expect(grep.status === 0 || grep.status === 1).toBe(true);
    const files = grep.stdout
      .split('\n')
      .filter((file) => file && file !== 'tools/lint/__tests__/boundaries.spec.ts');
    expect(files).toEqual([]);
  });
});
