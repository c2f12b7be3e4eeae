import { readFileSync } from 'node:fs';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const npm = (name: string) => ({ singleton: true, requiredVersion: root.dependencies[name] as string });
const workspace = { singleton: true, requiredVersion: '^0.1.0' };

/**
 * The host. No static `remotes`: they are registered at run time from /remotes.json, because a
 * static remote that failed once stays failed until a full reload (STACK.md). 'loaded-first'
 * keeps one remote that is down from blanking the page before any error boundary mounts.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shareStrategy: 'loaded-first',
  shared: {
    react: npm('react'),
    'react-dom': npm('react-dom'),
    '@dental/ui/router': workspace,
    zustand: npm('zustand'),
    i18next: npm('i18next'),
    'react-i18next': npm('react-i18next'),
    '@tanstack/react-query': npm('@tanstack/react-query'),
    '@dental/auth': workspace,
    // The tab's one live connection (socket.io-client in its lazy chunk): the shell provides it.
    '@dental/live': workspace,
    '@dental/api-client': workspace,
    '@dental/i18n/browser': workspace,
    '@dental/ui': workspace,
    '@dental/contracts': workspace,
  },
  runtimePlugins: ['./src/remotes/runtime-plugins/retry.ts', './src/remotes/runtime-plugins/fallback.ts'],
  // The remotes use this runtime instead of bundling their own (experiments.externalRuntime there).
  experiments: { provideExternalRuntime: true },
  dts: false,
});
