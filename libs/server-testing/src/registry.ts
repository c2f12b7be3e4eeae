import type { DomainModule } from '@dental/server-core';

type ModulesLoader = () => Promise<readonly DomainModule[]>;

let loader: ModulesLoader | undefined;

/**
 * Gives the kit every module of the platform, in migration order. The kit names no module itself
 * (a domain's tests import the kit, so the kit importing the domains would be a cycle): the API's
 * Jest set-up file, services/api/src/__tests__/provide-test-modules.ts, passes services/api's list.
 * The loader runs only when a test builds an app, so unit tests never load the modules. This file
 * imports nothing at run time, so that set-up file stays cheap for every test file.
 */
export function provideTestModules(load: ModulesLoader): void {
  loader = load;
}

/** The modules provided above; a clear failure where no set-up provided them. */
export async function testModules(): Promise<readonly DomainModule[]> {
  if (!loader) {
    throw new Error(
      'No modules to compose: pass createTestApp({ registry }) or call provideTestModules() in a Jest set-up file (see services/api/src/__tests__/provide-test-modules.ts)',
    );
  }
  return loader();
}
