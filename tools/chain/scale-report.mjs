/** The chain run's figures as the Markdown docs/scale.md holds (tools/chain/chain.mjs writes it). */
const ms = (v) => (v === null || v === undefined ? '–' : `${Math.round(v)} ms`);
/** Issue 31's goals on this machine: p99 of the day view, the booking and the search. */
export const GOALS = { day_view: 150, booking: 250, search: 150 };

export function scaleMarkdown(r) {
  const lines = [
    `### Run of ${r.date.slice(0, 16).replace('T', ' ')} UTC: ${r.branches} branches, ${r.minutes} min, ${r.instances} API instances, ${r.rate} requests/s`,
    '',
    `Machine: ${r.machine}. Seed: ${r.seed.patients.toLocaleString('en')} patients, ${r.seed.appointments.toLocaleString('en')} appointments, ${r.seed.invoices.toLocaleString('en')} invoices and payments in ${Math.round(r.seed.seconds)} s.`,
    '',
    '| operation | count | p50 | p99 | p99 outside faults | goal (p99) | errors | errors outside faults (answers) |',
    '|---|---|---|---|---|---|---|---|',
    ...r.operations.map((o) => {
      const goal = GOALS[o.op];
      const verdict = goal ? `<= ${goal} ms: ${o.p99_outside_faults !== null && o.p99_outside_faults <= goal ? 'pass' : '**miss**'}` : '';
      return `| ${o.op} | ${o.count} | ${ms(o.p50)} | ${ms(o.p99)} | ${ms(o.p99_outside_faults)} | ${verdict} | ${o.errors} | ${o.errors_outside_faults}${o.codes_outside_faults.length ? ` (${o.codes_outside_faults.map((c) => (c === 0 ? 'timeout/cut' : c)).join(', ')})` : ''} |`;
    }),
    '',
    `Replica lag p99 (outside the paused replay): ${ms(r.replica_lag_p99_ms)}; at most ${ms(r.replica_lag_max_paused_ms)} while paused. Postgres connections: max ${r.postgres_connections.max}, median ${r.postgres_connections.p50}.`,
    `Instance memory (RSS, MB) start -> end: ${Object.keys(r.memory_mb.start).map((name) => `${name} ${r.memory_mb.start[name]} -> ${r.memory_mb.end[name] ?? '–'}`).join(', ')}.`,
    `Acknowledged writes: ${r.acknowledged}, lost: ${r.acknowledged_lost}. Own writes read back: ${r.own_writes.probes}, missed: ${r.own_writes.missed}.`,
    '',
    ...(r.tables ? [`Largest tables after the run: ${r.tables.map((t) => `${t.name} ${t.rows.toLocaleString('en')} rows / ${t.mb} MB`).join(', ')}.`, ''] : []),
    '| fault | error window | requests failed | answers | slowest failure | slowest write | recovered | acknowledged writes lost | notes |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.faults.map((f) => {
      const notes = [
        f.redis_back_on_every_instance_s !== undefined ? `Redis ok on every instance ${f.redis_back_on_every_instance_s} s after the restart` : '',
        f.own_writes_read_during_pause !== undefined ? `${f.own_writes_read_during_pause} own writes read during the pause, ${f.own_writes_missed_during_pause} missed` : '',
      ].filter(Boolean).join('; ');
      return `| ${f.describe} | ${f.error_window_s} s | ${f.requests_failed} | ${f.codes.join(', ') || '–'} | ${ms(f.slowest_failure_ms)} | ${ms(f.slowest_write_ms)} | ${f.recovered ? 'yes' : '**no**'} | ${f.acknowledged_lost} | ${notes} |`;
    }),
    '',
  ];
  return lines.join('\n').replace(/\n\n\| fault/, `\n\nA fault's window is its start to the last failed request before the next fault; 'answers' are the failed requests' statuses (timeout/cut: no answer).\n\n| fault`);
}
