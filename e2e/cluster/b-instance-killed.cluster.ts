import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { INSTANCE_HEADER, apiToken, bookingRefs, cluster, edge, instancePid, primarySql, rigaTime, weekdaysAhead } from './cluster-kit.js';

/**
 * One API instance is killed (SIGKILL, no goodbye) in the middle of 200 bookings sent through
 * nginx: every booking that got a 2xx is in the database, and none is there twice. nginx retries
 * only what never reached an instance (proxy_next_upstream's default, never non_idempotent).
 */
const TOTAL = 200;
const IN_FLIGHT = 8;
const KILL_AFTER = 60;

test('an instance killed in the middle of 200 bookings loses no acknowledged booking and doubles none', async () => {
  const admin = await apiToken('admin');
  const days = weekdaysAhead(120, Math.ceil(TOTAL / 40));
  const refs = await bookingRefs(admin, days[0]);
  const run = randomUUID().slice(0, 8);
  // 200 slots of 15 minutes, 08:00-18:00 on consecutive weekdays, so no booking overlaps another.
  const slot = (i: number) => {
    const day = days[Math.floor(i / 40)];
    const minutes = 8 * 60 + (i % 40) * 15;
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return { from: rigaTime(day, hhmm(minutes)), to: rigaTime(day, hhmm(minutes + 15)) };
  };

  const victim = 'api-1';
  const victimPid = instancePid(victim);
  const outcomes: { i: number; status: number; instance: string | null }[] = [];
  let next = 0;
  let killedAt = -1;
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      if (i === KILL_AFTER) {
        process.kill(victimPid, 'SIGKILL');
        killedAt = outcomes.length;
      }
      const { from, to } = slot(i);
      let status = 0;
      let instance: string | null = null;
      try {
        const res = await fetch(`${edge()}/api/calendar/appointments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            branch_uuid: refs.branch,
            patient_uuid: refs.patients[i % refs.patients.length].uuid,
            room_uuid: refs.rooms[i % 2].uuid,
            practitioner_uuid: refs.doctor.uuid,
            time_from: from,
            time_to: to,
            comment: `cluster-${run}-${i}`,
          }),
        });
        status = res.status;
        instance = res.headers.get(INSTANCE_HEADER);
        await res.arrayBuffer();
      } catch {
        status = -1; // the connection itself failed
      }
      outcomes.push({ i, status, instance });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

  expect(killedAt).toBeGreaterThan(0);
  test.info().annotations.push({ type: 'outcome', description: `killed ${victim} after ${killedAt} answers; ${outcomes.filter((o) => o.status >= 200 && o.status < 300).length}/${TOTAL} acknowledged` });
  const acknowledged = outcomes.filter((o) => o.status >= 200 && o.status < 300);
  const failed = outcomes.filter((o) => !(o.status >= 200 && o.status < 300));
  // Only the requests in flight on the killed instance may fail, and only as the gateway's failure.
  expect(failed.length, JSON.stringify(failed.slice(0, 5))).toBeLessThanOrEqual(IN_FLIGHT);
  for (const o of failed) expect([502, 504, -1]).toContain(o.status);
  // Both instances took bookings before the kill; the survivor took the rest.
  expect(new Set(acknowledged.map((o) => o.instance))).toEqual(new Set(cluster.instances.map((i) => i.name)));

  const rows = await primarySql<{ comment: string; n: number }>(
    `select comment, count(*)::int as n from appointment where comment like $1 and deleted_at is null group by comment`,
    [`cluster-${run}-%`],
  );
  const stored = new Map(rows.map((r) => [r.comment, r.n]));
  expect(acknowledged.filter((o) => stored.get(`cluster-${run}-${o.i}`) !== 1)).toEqual([]);
  expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  // Whatever failed was either stored once or not at all: nothing appears that nobody sent.
  expect(rows.length).toBeGreaterThanOrEqual(acknowledged.length);
  expect(rows.length).toBeLessThanOrEqual(TOTAL);
});
