import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '../../tools/federation/shared';

/**
 * The host. No static `remotes`: they are registered at run time from /remotes.json, because a
 * static remote that failed once stays failed until a full reload. 'loaded-first'
 * keeps one remote that is down from blanking the page before any error boundary mounts.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shareStrategy: 'loaded-first',
  shared: sharedSingletons('host'),
  runtimePlugins: ['./src/remotes/runtime-plugins/retry.ts', './src/remotes/runtime-plugins/fallback.ts'],
  // The remotes use this runtime instead of bundling their own (experiments.externalRuntime there).
  experiments: { provideExternalRuntime: true },
  dts: false,
});
