// The server's test kit: the real API on the test database and what the API tests of every domain
// share. Importable from test files only (eslint.config.mjs); it imports no domain module.
export {
  api,
  binaryBody,
  createCompany,
  createProbeUser,
  createTestApp,
  SEALED_CODE_COLUMNS,
  sealedCodeValues,
  findOrFail,
  freshIp,
  signIn,
  sql,
  testDatabaseUrl,
  textBody,
  uniqueTag,
  type ProbeUser,
  type TestCompany,
  type TestAppOptions,
} from './test-app.js';
export { provideTestModules, testModules } from './registry.js';
export { eventsSettled } from './events.js';
export { at, booking, bookingSetup, demoFixtures, type DemoBooking, type DemoFixtures } from './fixtures/calendar.js';
