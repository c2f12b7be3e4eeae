import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { createModuleFederationConfig, pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { reactRouterProduction, sharedSingletons } from './shared';

type Shared = ReturnType<typeof sharedSingletons>;

/**
 * A remote's Module Federation config: it exposes its routes as one entry (`./routes`), shares the
 * platform's singletons, and uses the shell's federation runtime (externalRuntime, ~18 KB gzip
 * saved per remote; docs/decisions.md "Module Federation and size"), so a remote only runs inside the shell.
 */
export function remoteFederationConfig(name: string, extraShared: Record<string, unknown> = {}) {
  return createModuleFederationConfig({
    name,
    exposes: { './routes': './src/routes.tsx' },
    shared: { ...sharedSingletons('remote'), ...extraShared } as Shared,
    experiments: { externalRuntime: true },
    dts: false,
  });
}

/** A remote's Rsbuild config: one per remote differs only in its name, dev port and federation. */
export function remoteRsbuildConfig(name: string, devPort: number, federation: ReturnType<typeof remoteFederationConfig>) {
  return defineConfig({
    plugins: [pluginReact(), pluginModuleFederation(federation)],
    source: { entry: { index: './src/index.tsx' } },
    resolve: {
      conditionNames: ['@dental/source', '...'],
      alias: { 'react-router$': reactRouterProduction() },
    },
    // 'auto': chunks load from wherever mf-manifest.json was fetched (its own port or /remotes/<name>/).
    output: { assetPrefix: 'auto', distPath: { root: process.env.DIST_DIR ?? 'dist' }, cleanDistPath: true },
    dev: { assetPrefix: 'auto' },
    // No vendor split: react-router then stays inside the shared router's fallback chunk (never
    // loaded while the shell provides it) instead of a 'lib-router' chunk counted as the remote's
    // own first-screen code (docs/decisions.md).
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    server: { port: devPort, cors: true },
    html: { title: name },
  });
}
