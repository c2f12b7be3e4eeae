#!/usr/bin/env node
/** One static server as its own process: `node tools/platform/serve.mjs --root DIR --port N [--cors] [--spa]`. */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startStaticServer } from './static-server.mjs';

const { values } = parseArgs({
  options: { root: { type: 'string' }, port: { type: 'string' }, cors: { type: 'boolean' }, spa: { type: 'boolean' } },
});
if (!values.root || !values.port) {
  console.error('usage: serve.mjs --root DIR --port N [--cors] [--spa]');
  process.exit(2);
}
const server = await startStaticServer({ root: path.resolve(values.root), port: Number(values.port), cors: values.cors, spa: values.spa });
console.log(`serving ${values.root} on :${server.port}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
