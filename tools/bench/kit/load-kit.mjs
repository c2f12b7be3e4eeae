/**
 * What the load, soak and request-floor benchmarks share: the floor server as a child process,
 * an autocannon run over a rotating list of paths, and its figures (requests/s, p50, p99, errors).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Starts the bare Fastify + pg floor on `port` against `databaseUrl`; `stop()` ends it. */
export async function startFloor({ databaseUrl, port, poolMax = 10 }) {
  const child = fork(path.join(HERE, 'floor-server.mjs'), [], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), POOL_MAX: String(poolMax) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the floor server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * autocannon against `base` for `seconds` with `connections`, each request the next of `paths`
 * (so no single row or page is favoured). Answers requests/s (mean), p50, p99 (ms) and errors
 * (socket errors, timeouts and any non-2xx answer).
 */
export async function load({ base, paths, headers = {}, connections, seconds }) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length];
          return request;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

export const fmtLoad = (r) =>
  `${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms  errors ${r.errors}`;

/** The three goal rows of one load figure (throughput, p99, errors) for docs/perf.md. */
export function loadRows(name, api, floor) {
  return [
    { figure: `${name}: requests/s`, api: api.rps.toFixed(0), floor: floor.rps.toFixed(0), ratio: api.rps / floor.rps, goal: '>= 0.60x floor', pass: api.rps >= 0.6 * floor.rps },
    { figure: `${name}: p99`, api: `${api.p99} ms`, floor: `${floor.p99} ms`, ratio: api.p99 / Math.max(1, floor.p99), goal: '<= 2x floor', pass: api.p99 <= 2 * Math.max(1, floor.p99) },
    { figure: `${name}: p50`, api: `${api.p50} ms`, floor: `${floor.p50} ms`, ratio: api.p50 / Math.max(1, floor.p50), goal: '(shown)', pass: null },
    { figure: `${name}: errors`, api: String(api.errors), floor: String(floor.errors), ratio: null, goal: '0', pass: api.errors === 0 },
  ];
}
