import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const npm = (name: string) => ({ singleton: true, requiredVersion: root.dependencies[name] });
const workspace = { singleton: true, requiredVersion: '^0.1.0' };

/**
 * The singletons the shell and every remote share (README.md, "Architecture"): one copy of each in the
 * browser. The shell provides `@dental/live` (the tab's one socket, with socket.io-client in its
 * lazy chunk); remotes take it with `import: false`, so not even an unused fallback copy of it is
 * built into them.
 */
export function sharedSingletons(role: 'host' | 'remote') {
  return {
    react: npm('react'),
    'react-dom': npm('react-dom'),
    '@dental/ui/router': workspace,
    zustand: npm('zustand'),
    i18next: npm('i18next'),
    'react-i18next': npm('react-i18next'),
    '@tanstack/react-query': npm('@tanstack/react-query'),
    '@dental/auth': workspace,
    '@dental/live': role === 'host' ? workspace : { ...workspace, import: false as const },
    '@dental/api-client': workspace,
    '@dental/i18n/browser': workspace,
    '@dental/ui': workspace,
    '@dental/contracts': workspace,
  };
}

/**
 * The versions this checkout builds the shared singletons with: installed npm packages and the
 * workspace libs' own versions. The shell compares a remote's manifest against them at run time.
 */
export function sharedVersions(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const installed = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  // `@dental/ui/router` is a subpath of libs/ui: the lib's folder is the name's second segment.
  const workspaceVersion = (name: string) =>
    (JSON.parse(readFileSync(new URL(`../../libs/${name.split('/')[1]}/package.json`, import.meta.url), 'utf8')) as { version: string }).version;
  return Object.fromEntries(
    Object.keys(sharedSingletons('host')).map((name) => [name, name.startsWith('@dental/') ? workspaceVersion(name) : installed(name)]),
  );
}

/** Another npm package as a singleton (e.g. zod where a remote validates forms). */
export const sharedNpm = npm;

/** react-router's package exports only its development build; every app uses the production one. */
export const reactRouterProduction = () =>
  createRequire(import.meta.url).resolve('react-router').replace('/development/', '/production/').replace(/index\.js$/, 'index.mjs');
