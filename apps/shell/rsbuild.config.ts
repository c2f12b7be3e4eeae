import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRequire } from 'node:module';
import moduleFederationConfig from './module-federation.config';

const require = createRequire(import.meta.url);

/** Development only: where the remotes run when started with `rsbuild dev` (ports 4301-4304). */
const devRemotes = {
  calendar: 'http://localhost:4301/mf-manifest.json',
  patients: 'http://localhost:4302/mf-manifest.json',
  settings: 'http://localhost:4303/mf-manifest.json',
  reports: 'http://localhost:4304/mf-manifest.json',
};

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
  source: { entry: { index: './src/index.tsx' } },
  resolve: {
    conditionNames: ['@dental/source', '...'],
    // react-router's package exports only its development build; use the production one.
    alias: { 'react-router$': require.resolve('react-router').replace('/development/', '/production/').replace(/index\.js$/, 'index.mjs') },
  },
  // '/', not 'auto': deep links such as /patients/x/details must load scripts from the root.
  output: { assetPrefix: '/', distPath: { root: 'dist' }, cleanDistPath: true },
  html: { template: './src/index.html', title: '' },
  server: {
    port: 4300,
    historyApiFallback: true,
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true },
      '/socket.io': { target: process.env.API_URL ?? 'http://localhost:3000', ws: true },
    },
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
