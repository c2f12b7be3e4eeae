import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRequire } from 'node:module';
import { reactRouterProduction, sharedVersions } from '../../tools/federation/shared';
import moduleFederationConfig from './module-federation.config';

const require = createRequire(import.meta.url);
const { version } = require('./package.json') as { version: string };

/** Development only: where `npm run dev` runs the remotes (CALENDAR_PORT … as in tools/platform/config.mjs). */
const devPort = (name: string, index: number) => Number(process.env[`${name.toUpperCase()}_PORT`] ?? 4301 + index);
/** Development only: the patients' public page's dev server (BOOKING_PORT as in tools/platform/config.mjs). */
const bookingDev = `http://localhost:${Number(process.env.BOOKING_PORT ?? 4306)}`;
const devRemotes = Object.fromEntries(
  ['calendar', 'patients', 'settings', 'reports'].map((name, i) => [name, `http://localhost:${devPort(name, i)}/mf-manifest.json`]),
);

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
  source: {
    entry: { index: './src/index.tsx' },
    define: {
      __SHELL_VERSION__: JSON.stringify(process.env.MF_BUILD_VERSION ?? version),
      __SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
    },
  },
  resolve: {
    conditionNames: ['@dental/source', '...'],
    alias: { 'react-router$': reactRouterProduction() },
  },
  // '/', not 'auto': deep links such as /patients/x/details must load scripts from the root.
  // DIST_DIR: where `npm run release -- shell` builds into (as the remotes do, tools/federation/remote.ts).
  output: { assetPrefix: '/', distPath: { root: process.env.DIST_DIR ?? 'dist' }, cleanDistPath: true },
  html: { template: './src/index.html', title: '' },
  server: {
    port: 4300,
    historyApiFallback: true,
    proxy: [
      { pathFilter: '/api', target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true },
      { pathFilter: '/socket.io', target: process.env.API_URL ?? 'http://localhost:3000', ws: true },
      // The patients' public page (apps/booking) is its own app: its files, and its index at its addresses.
      { pathFilter: '/booking', target: bookingDev },
      { pathFilter: ['/r/**', '/o/**', '/book/**'], target: bookingDev, pathRewrite: () => '/booking/' },
    ],
  },
  dev: {
    // Serve a development /remotes.json pointing at the remotes' dev servers.
    setupMiddlewares: [
      (middlewares) => {
        middlewares.unshift((req, res, next) => {
          if (req.url !== '/remotes.json') return next();
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(devRemotes));
        });
      },
    ],
  },
});
