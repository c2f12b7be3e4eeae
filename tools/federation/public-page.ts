import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { createModuleFederationConfig, pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedNpm } from './shared';

/**
 * A public page's Module Federation config (apps/booking): a container of its own, no shell. It
 * exposes its routes as the staff remotes do (`./routes`), but brings its own federation runtime
 * and shares only React and i18next among its own chunks (its screens use a few-line hook for
 * i18next, apps/booking/src/lib/use-translation.ts, not react-i18next): a patient's phone loads nothing of the
 * staff platform (no sign-in, no router, no query cache).
 */
export function publicPageFederationConfig(name: string) {
  return createModuleFederationConfig({
    name,
    exposes: { './routes': './src/routes.tsx' },
    shared: {
      react: sharedNpm('react'),
      'react-dom': sharedNpm('react-dom'),
      i18next: sharedNpm('i18next'),
    },
    dts: false,
  });
}

/**
 * A public page's Rsbuild config. Its files are served under `/<name>/` (the edge maps that prefix
 * to the live build, tools/platform/public-pages.mjs), so the index answered at any of its deep
 * links (`/r/{token}`, `/book/{slug}`) finds its scripts from the root.
 */
export function publicPageRsbuildConfig(name: string, devPort: number, federation: ReturnType<typeof publicPageFederationConfig>) {
  return defineConfig({
    plugins: [pluginReact(), pluginModuleFederation(federation)],
    source: { entry: { index: './src/index.tsx' } },
    resolve: { conditionNames: ['@dental/source', '...'] },
    output: { assetPrefix: `/${name}/`, distPath: { root: process.env.DIST_DIR ?? 'dist' }, cleanDistPath: true },
    html: { template: './src/index.html', title: '' },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    server: {
      port: devPort,
      base: `/${name}`,
      historyApiFallback: { index: `/${name}/index.html` },
      proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true } },
    },
  });
}
