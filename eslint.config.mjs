import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The boundaries are the point of this file: apps never import apps, remotes never import each
 * other, the browser never imports server code, a domain service imports only the domains listed
 * in SERVICE_EDGES and only through their package index (no deep imports), shared libs depend on
 * nothing framework-specific, and the server's test kit is imported by test files only. Pure rule
 * libs (type:domain) build only on other pure rule libs (recurrence on time), and the contract may
 * use them for its checks (a time zone is valid when @dental/domain-time says so).
 * tools/lint/__tests__/boundaries.spec.ts proves that the lint refuses each of these.
 *
 * Tags (every package.json `nx.tags`) come in three dimensions, and an import must pass the rule
 * of every tag its importer carries:
 * - scope: where code runs — `scope:web` (browser libs), `scope:shell` and one scope per remote
 *   (`scope:calendar`, `scope:patients`, `scope:settings`, `scope:reports`: the remotes'; `scope:booking`:
 *   the patients' public page), `scope:server`,
 *   `scope:shared` (both sides), `scope:tools`, `scope:e2e`;
 * - type: what a project is — app, remote, feature, ui, data-access, util, domain (pure rules),
 *   domain-service, host (the API's composition), testing (the server's test kit), tool, e2e;
 * - service: which server domain a service is — `service:identity`, `service:calendar`, … The
 *   remotes already own `scope:<domain>`, so the server domains are named apart, or a rule about
 *   the calendar service would also speak of the calendar remote.
 */

/**
 * Which domain service may import which: what the code imports today and nothing more. A new edge
 * is a design decision (add it here, in one reviewed line); a cycle is refused by the rule anyway.
 */
const SERVICE_EDGES = {
  identity: [],
  settings: ['identity'],
  patients: ['identity', 'settings'],
  calendar: ['identity', 'settings', 'patients'],
  'dental-card': ['identity', 'settings', 'patients', 'calendar'],
  reports: ['identity', 'calendar'],
  messenger: ['identity'],
  billing: ['identity', 'settings', 'patients', 'calendar', 'dental-card'],
  imports: ['identity', 'settings', 'patients', 'calendar', 'billing'],
  // Its patient reads go to the patients' audit trail; the rest comes by events and published views.
  recall: ['patients'],
  // Reminders move the appointment (calendar's AppointmentService, in-process like billing); opt-outs set the patient's flag.
  messages: ['patients', 'calendar'],
  // Online booking: the appointment by the calendar's service, the patient by the patients' service, the code by the messages' channels.
  booking: ['patients', 'calendar', 'messages'],
};

/** Test files: the only ones that may import a `type:testing` project (@dental/server-testing). */
const TEST_FILES = ['**/__tests__/**/*.ts', '**/__tests__/**/*.tsx', '**/*.spec.ts', '**/*.spec.tsx'];

/** The constraints, for production code (`tests: false`) or for test files (`tests: true`). */
function depConstraints({ tests }) {
  const testing = tests ? ['type:testing'] : [];
  return [
    // What a project may import, by what it is.
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:domain', 'type:domain-service', 'type:host', ...testing] },
    { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:domain'] },
    { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:domain'] },
    { sourceTag: 'type:domain-service', onlyDependOnLibsWithTags: ['type:domain-service', 'type:data-access', 'type:util', 'type:domain', ...testing] },
    { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:domain'] },
    // The kit builds the app through the host; it names no domain (they are given to it).
    { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:host', 'type:data-access', 'type:util', 'type:domain'] },
    { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:domain'] },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:domain'] },
    { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:domain'] },
    { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
    // The e2e suite drives the running platform (HTTP, the browser) and the tools run it: neither
    // imports a project, and no project imports them (no rule above lists their types).
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
    { sourceTag: 'type:tool', onlyDependOnLibsWithTags: [] },

    // Where code runs: the browser never imports server code, nor the server browser code.
    { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
    { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
    { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
    { sourceTag: 'scope:calendar', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
    { sourceTag: 'scope:patients', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
    { sourceTag: 'scope:settings', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
    { sourceTag: 'scope:reports', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
    // The patients' public page: no staff sign-in, router or query cache, so only the shared libs.
    { sourceTag: 'scope:booking', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },

    // Which server domain may import which. Besides the listed domains a service imports only what
    // belongs to no domain: the shared libs, the server platform (data-access) and, in tests, the kit.
    ...Object.entries(SERVICE_EDGES).map(([service, allowed]) => ({
      sourceTag: `service:${service}`,
      onlyDependOnLibsWithTags: [...allowed.map((name) => `service:${name}`), 'scope:shared', 'type:data-access', 'type:testing'],
    })),
  ];
}

const boundaries = (tests) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    allow: [],
    // The contract's zod-free face (libs/contracts/src/values.ts, kept free of zod by its test) may be
    // imported statically where a screen loads the zod index lazily.
    checkDynamicDependenciesExceptions: ['@dental/contracts/values'],
    depConstraints: depConstraints({ tests }),
  },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  { ignores: ['**/dist', '**/node_modules', '**/.data', '**/*.config.*', '**/test-results'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: TEST_FILES,
    rules: {
      '@nx/enforce-module-boundaries': boundaries(false),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      '@nx/enforce-module-boundaries': boundaries(true),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One router context across the shell and every remote: only the shared facade imports the router.
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'libs/**/*.ts', 'libs/**/*.tsx'],
    ignores: ['libs/ui/src/router.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', message: 'Import from @dental/ui/router (the shared router facade).' }, { name: 'react-router', message: 'Import from @dental/ui/router (the shared router facade).' }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
];
