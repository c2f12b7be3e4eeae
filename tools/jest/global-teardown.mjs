/** Stops the embedded Postgres the global setup started (nothing when DATABASE_URL was given). */
export default async function globalTeardown() {
  const cluster = globalThis.__DENTAL_TEST_PG__;
  if (cluster) await cluster.stop();
}
