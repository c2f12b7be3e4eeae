import { readFileSync } from 'node:fs';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';

const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const npm = (name: string) => ({ singleton: true, requiredVersion: root.dependencies[name] as string });
const workspace = { singleton: true, requiredVersion: '^0.1.0' };

/**
 * The calendar remote: exposes its routes as one entry. Shared singletons match the shell's list;
 * the federation runtime itself comes from the shell (externalRuntime), which saves ~18 KB gzip
 * per remote (STACK.md), so this remote only runs inside the shell.
 */
export default createModuleFederationConfig({
  name: 'calendar',
  exposes: { './routes': './src/routes.tsx' },
  shared: {
    react: npm('react'),
    'react-dom': npm('react-dom'),
    '@dental/ui/router': workspace,
    zustand: npm('zustand'),
    i18next: npm('i18next'),
    'react-i18next': npm('react-i18next'),
    '@tanstack/react-query': npm('@tanstack/react-query'),
    '@dental/auth': workspace,
    // The tab's one live connection, always the shell's: no fallback copy here, so neither it nor
    // socket.io-client (its lazy chunk) is built into this remote, even as an unused fallback.
    '@dental/live': { ...workspace, import: false },
    '@dental/api-client': workspace,
    '@dental/i18n/browser': workspace,
    '@dental/ui': workspace,
    '@dental/contracts': workspace,
  },
  experiments: { externalRuntime: true },
  dts: false,
});
