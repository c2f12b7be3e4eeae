/**
 * One Jest run for the whole workspace, in two projects: `server` (node: domain modules, contracts,
 * pure libs, API integration tests against real Postgres) and `web` (jsdom: React libs and apps).
 * Workspace packages resolve to their TypeScript source through the `@dental/source` condition.
 */
const swc = (jsx) => [
  '@swc/jest',
  {
    // The root .swcrc is for builds (it excludes tests); Jest needs its own settings.
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: jsx },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        ...(jsx ? { react: { runtime: 'automatic' } } : {}),
      },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testEnvironmentOptions: { customExportConditions: ['@dental/source', 'node', 'node-addons'] },
      transform: { '^.+\\.ts$': swc(false) },
      roots: ['<rootDir>/services', '<rootDir>/libs/contracts', '<rootDir>/libs/i18n', '<rootDir>/libs/server-core', '<rootDir>/libs/server-host', '<rootDir>/libs/server-testing', '<rootDir>/libs/domain-avatar', '<rootDir>/libs/domain-personal-code', '<rootDir>/libs/domain-money', '<rootDir>/libs/domain-recurrence', '<rootDir>/libs/domain-teeth', '<rootDir>/libs/domain-time', '<rootDir>/libs/domain-text', '<rootDir>/libs/domain-questionnaire', '<rootDir>/tools'],
      testMatch: ['**/__tests__/**/*.spec.ts', '**/*.spec.ts'],
      // The second file gives the server test kit (@dental/server-testing) the API's module list.
      setupFilesAfterEnv: ['<rootDir>/tools/jest/server-setup.ts', '<rootDir>/services/api/src/__tests__/provide-test-modules.ts'],
      globalSetup: '<rootDir>/tools/jest/global-setup.mjs',
      globalTeardown: '<rootDir>/tools/jest/global-teardown.mjs',
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { customExportConditions: ['@dental/source', 'browser'] },
      transform: { '^.+\\.tsx?$': swc(true) },
      roots: ['<rootDir>/apps', '<rootDir>/libs/ui', '<rootDir>/libs/api-client', '<rootDir>/libs/auth', '<rootDir>/libs/live', '<rootDir>/libs/feature-messenger'],
      testMatch: ['**/__tests__/**/*.spec.ts?(x)', '**/*.spec.ts?(x)'],
      moduleNameMapper: { ...common.moduleNameMapper, '\\.css$': 'identity-obj-proxy' },
      setupFilesAfterEnv: ['<rootDir>/tools/jest/web-setup.ts'],
    },
  ],
};
