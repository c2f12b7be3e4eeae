#!/usr/bin/env node
/**
 * `npm run train -- promote <name>` | `rollback` | `status`: ops switch what browsers load, one
 * release train at a time (trains/<name>.json). Promotion refuses a train that would break the
 * page (shared singletons of another major) or the API (a contract it does not serve).
 */
import { promote, rollback, status } from './trains.mjs';

const [command, name] = process.argv.slice(2);
try {
  if (command === 'promote' && name) print(`train ${name} is live`, promote(name));
  else if (command === 'rollback') print('rolled back', rollback());
  else if (command === 'status') print('live now', status());
  else {
    console.error('usage: npm run train -- promote <name> | rollback | status');
    process.exit(2);
  }
} catch (error) {
  console.error(String(error.message ?? error));
  process.exit(1);
}

function print(headline, value) {
  console.log(`${headline}:\n${JSON.stringify(value, null, 2)}`);
}
