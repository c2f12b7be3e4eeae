import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRequire } from 'node:module';
import moduleFederationConfig from './module-federation.config';

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
  source: { entry: { index: './src/index.tsx' } },
  resolve: {
    conditionNames: ['@dental/source', '...'],
    // react-router's package exports only its development build; use the production one.
    alias: { 'react-router$': require.resolve('react-router').replace('/development/', '/production/').replace(/index\.js$/, 'index.mjs') },
  },
  // 'auto': chunks load from wherever mf-manifest.json was fetched (its own port or /remotes/calendar/).
  output: { assetPrefix: 'auto', distPath: { root: process.env.DIST_DIR ?? 'dist' }, cleanDistPath: true },
  dev: { assetPrefix: 'auto' },
  // No vendor cache groups: react-router then stays inside the shared modules' fallback chunks
  // (provided by the shell, never downloaded here) instead of a 'lib-router' chunk listed with
  // this remote's own exposed code (docs/decisions-calendar-ui.md).
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  server: { port: 4301, cors: true },
  html: { title: 'calendar' },
});
