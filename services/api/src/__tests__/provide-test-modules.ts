import { provideTestModules } from '@dental/server-testing/registry';

/**
 * Jest set-up (jest.config.mjs, server project): the test kit composes the API from this list, the
 * one main.ts serves, so every domain's API tests run against the platform as it is deployed. The
 * import is deferred to the first createTestApp(), so unit tests never load the modules.
 */
provideTestModules(async () => (await import('../modules.js')).ALL_MODULES);
