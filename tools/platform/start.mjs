#!/usr/bin/env node
/**
 * `npm start`: the whole platform with demo data on one URL.
 * Database (embedded Postgres unless DATABASE_URL) -> migrations -> demo seed on an empty database ->
 * API -> the four remotes, the shell and the patients' public page (apps/booking at /r/…, /o/…,
 * /book/…), from production builds (`npm run dev` for hot reload).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startDatabase } from './database.mjs';
import { ROOT, PUBLIC_PAGES, REMOTES, defaultRemotesManifest, platformConfig } from './config.mjs';
import { onStop, run, runToEnd, stopAll, waitForHttp } from './processes.mjs';
import { startStaticServer, jsonFileProvider, setCacheControl } from './static-server.mjs';
import { liveRoot, publicPages } from './public-pages.mjs';
import { liveFiles, releasesDir } from '../release/trains.mjs';

const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build') || process.env.SKIP_BUILD === '1';
const config = platformConfig();
const started = Date.now();

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

mkdirSync(config.runDir, { recursive: true });
const nx = path.join(ROOT, 'node_modules/.bin/nx');

if (!dev && !skipBuild) {
  console.log('Building (cached builds are reused)…');
  await runToEnd('build', nx, ['run-many', '-t', 'build', '--parallel=2', '--output-style=static'], {
    env: { NX_DAEMON: 'false' },
    cwd: ROOT,
  });
} else if (dev) {
  await runToEnd('build', nx, ['run-many', '-t', 'build', '-p', '@dental/api', '--parallel=2', '--output-style=static'], {
    env: { NX_DAEMON: 'false' },
    cwd: ROOT,
  });
}

const database = await startDatabase({ dataDir: config.pgDataDir, port: config.pgPort });
onStop(() => database.stop());

const apiEnv = {
  DATABASE_URL: database.url,
  PORT: String(config.apiPort),
  MIGRATE_ON_START: '1',
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
  // The demo platform shows its API docs to anyone; a production deployment leaves this unset.
  API_DOCS_PUBLIC: process.env.API_DOCS_PUBLIC ?? '1',
  UPLOADS_DIR: config.uploadsDir,
  // The patients' links in messages point at this platform's own edge.
  PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${config.shellPort}`,
  // The personal codes' keys: the environment's, else made once into this file beside (not in) the
  // database's folder, so a dump of the database holds no key (docs/decisions.md, "Encryption at rest").
  DATA_KEYS_FILE: process.env.DATA_KEYS_FILE ?? path.join(config.dataDir, 'keys', 'data-keys.env'),
  // A local SMTP and SMPP catcher in the API: the demo's messages land in /test/outbox (services/messages).
  MESSAGES_LOCAL_CATCHERS: process.env.MESSAGES_LOCAL_CATCHERS ?? '1',
  // Their ports follow the API's (2525 and 2775 beside the default 3000), so two platforms on their
  // own ports (e2e, a second checkout) never share them.
  MESSAGES_CATCHER_SMTP_PORT: process.env.MESSAGES_CATCHER_SMTP_PORT ?? String(config.apiPort - 475),
  MESSAGES_CATCHER_SMPP_PORT: process.env.MESSAGES_CATCHER_SMPP_PORT ?? String(config.apiPort - 225),
  NODE_ENV: dev ? 'development' : 'production',
};
const apiMain = path.join(ROOT, 'services/api/dist/main.js');
run('api', process.execPath, [...(dev ? ['--watch'] : []), '--enable-source-maps', apiMain], { env: apiEnv, cwd: ROOT });
if (dev) {
  run('api-build', path.join(ROOT, 'node_modules/.bin/nx'), ['watch', '--projects=@dental/api', '--includeDependencies', '--', 'nx run $NX_PROJECT_NAME:build'], {
    env: { NX_DAEMON: 'false' },
    cwd: ROOT,
    essential: false,
  });
}
await waitForHttp(`http://127.0.0.1:${config.apiPort}/api/health`, { label: 'The API' });

if (!existsSync(config.remotesJson)) writeFileSync(config.remotesJson, JSON.stringify(defaultRemotesManifest(), null, 2));
const apiOrigin = `http://127.0.0.1:${config.apiPort}`;
const remoteMounts = Object.fromEntries(
  REMOTES.map((name) => [`/remotes/${name}`, `http://127.0.0.1:${config.remotePorts[name]}`]),
);

if (dev) {
  const portsEnv = Object.fromEntries(REMOTES.map((name) => [`${name.toUpperCase()}_PORT`, String(config.remotePorts[name])]));
  for (const name of REMOTES) {
    run(name, path.join(ROOT, 'node_modules/.bin/rsbuild'), ['dev', '--port', String(config.remotePorts[name])], {
      cwd: path.join(ROOT, 'apps', name),
      essential: false,
    });
  }
  for (const name of Object.keys(PUBLIC_PAGES)) {
    run(name, path.join(ROOT, 'node_modules/.bin/rsbuild'), ['dev', '--port', String(config.pagePorts[name])], {
      cwd: path.join(ROOT, 'apps', name),
      env: { API_URL: apiOrigin },
      essential: false,
    });
    portsEnv[`${name.toUpperCase()}_PORT`] = String(config.pagePorts[name]);
  }
  run('shell', path.join(ROOT, 'node_modules/.bin/rsbuild'), ['dev', '--port', String(config.shellPort)], {
    cwd: path.join(ROOT, 'apps/shell'),
    env: { API_URL: apiOrigin, ...portsEnv },
  });
} else {
  // Each remote is its own server process, as it would be on its own host; stopping one leaves the rest up.
  for (const name of REMOTES) {
    const child = run(
      `remote-${name}`,
      process.execPath,
      [path.join(ROOT, 'tools/platform/serve.mjs'), '--root', path.join(ROOT, 'apps', name, 'dist'), '--port', String(config.remotePorts[name]), '--cors'],
      { essential: false },
    );
    writeFileSync(path.join(config.runDir, `remote-${name}.pid`), String(child.pid));
  }
  // Released versions (npm run release) are served like a CDN would, under the shell's /releases.
  mkdirSync(releasesDir(), { recursive: true });
  const releases = run(
    'releases',
    process.execPath,
    [path.join(ROOT, 'tools/platform/serve.mjs'), '--root', releasesDir(), '--port', String(config.releasesPort), '--cors'],
    { essential: false },
  );
  writeFileSync(path.join(config.runDir, 'releases.pid'), String(releases.pid));
  const remotesManifest = jsonFileProvider(config.remotesJson);
  const liveTrain = liveFiles(config.remotesJson).train;
  const shell = await startStaticServer({
    root: liveShellRoot(liveTrain) ?? path.join(ROOT, 'apps/shell/dist'),
    port: config.shellPort,
    spa: true,
    proxy: { '/api': apiOrigin, '/socket.io': apiOrigin },
    mount: { ...remoteMounts, '/releases': `http://127.0.0.1:${config.releasesPort}` },
    files: { '/remotes.json': remotesManifest, '/train.json': jsonFileProvider(liveTrain) },
    pages: publicPages({
      roots: Object.fromEntries(Object.keys(PUBLIC_PAGES).map((name) => [name, () => liveRoot(name, { trainFile: liveTrain, releasesDir: releasesDir() })])),
      setHeaders: setCacheControl,
      // The booking page's frame-ancestors: the branch's embed_origins, from its public answer.
      embedOrigins: async (pathname) => {
        const slug = /^\/book\/([^/]+)/.exec(pathname)?.[1];
        if (!slug) return null;
        const res = await fetch(`${apiOrigin}/api/public/booking/${encodeURIComponent(slug)}`);
        return res.ok ? ((await res.json()).data.embed_origins ?? null) : null;
      },
    }),
    csp: { remotesManifest },
  });
  onStop(() => shell.close());
  await Promise.all(REMOTES.map((name) => waitForHttp(`http://127.0.0.1:${config.remotePorts[name]}/mf-manifest.json`, { label: `The ${name} remote` })));
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
  Dental platform is up (${seconds} s): http://localhost:${config.shellPort}

  Demo accounts (user / password):
    admin / admin          every permission, switches companies
    manager / manager      management
    doctor / doctor        a doctor
    assistant / assistant  an assistant
    other / other          "Other Clinic", to see tenant isolation

  API docs: http://localhost:${config.shellPort}/api/docs    Remotes manifest: ${config.remotesJson}
  Patients' page: the /r/… and /o/… links in the messages at http://localhost:${config.shellPort}/test/outbox
  Ctrl+C stops everything.
`);

/** The shell of the live train, when one is live and its release is here (else the checkout's build). */
function liveShellRoot(trainFile) {
  if (!existsSync(trainFile)) return null;
  const version = JSON.parse(readFileSync(trainFile, 'utf8')).modules?.shell?.version;
  const root = version && path.join(releasesDir(), 'shell', version);
  return root && existsSync(root) ? root : null;
}
