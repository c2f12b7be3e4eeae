import { expect, test } from '@playwright/test';
import { apiToken, cluster, instancePid, restartPrimary } from './cluster-kit.js';

/** The primary PostgreSQL is restarted (pg_ctl restart -m fast): each instance answers again within 10 s, without a restart of its own. */
test('the API answers again within 10 s of a primary restart, on every instance, without restarting', async () => {
  const admin = await apiToken('admin');
  const patients = (port: number) =>
    fetch(`http://127.0.0.1:${port}/api/patients?per_page=1`, { headers: { authorization: `Bearer ${admin}` } }).then(
      (res) => res.status,
      () => -1,
    );
  // An instance killed by an earlier test is back (the cluster restarts it) before this one starts.
  for (const instance of cluster.instances) await expect.poll(() => patients(instance.port), { timeout: 30_000 }).toBe(200);
  const pids = cluster.instances.map((i) => instancePid(i.name));

  const started = Date.now();
  restartPrimary();
  const recovered: Record<string, number> = {};
  while (Date.now() - started < 15_000 && Object.keys(recovered).length < cluster.instances.length) {
    for (const instance of cluster.instances) {
      if (!(instance.name in recovered) && (await patients(instance.port)) === 200) recovered[instance.name] = Date.now() - started;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  test.info().annotations.push({ type: 'recovered (ms after the restart began)', description: JSON.stringify(recovered) });
  for (const instance of cluster.instances) expect(recovered[instance.name], `${instance.name} answered after ${recovered[instance.name]} ms`).toBeLessThan(10_000);
  // The same processes: they reconnected, nobody restarted them.
  expect(cluster.instances.map((i) => instancePid(i.name))).toEqual(pids);
  const health = await fetch(`${cluster.baseURL}/api/health`);
  expect(health.status).toBe(200);
});
