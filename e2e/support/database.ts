import pg from 'pg';
import { E2E } from './platform.js';

/** The e2e platform's database (the demo data), for what a test cannot do through the API. */
export const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${E2E.env.PG_PORT}/dental`;

/** Runs `work` on a connection of its own, closed afterwards. */
export async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * Puts a booked appointment at another time, straight in the table: tonight, after the branch has
 * closed (the booking rules refuse that time), where none of the demo's bookings of today is in the
 * way of a test that starts and treats a visit (Start is for today's appointments only).
 */
export function placeAppointment(uuid: string, timeFrom: string, timeTo: string): Promise<void> {
  return withDatabase(async (db) => {
    await db.query('update appointment set time_from = $2, time_to = $3 where uuid = $1', [uuid, timeFrom, timeTo]);
  });
}
