/**
 * The calendar view's statements as the API sends them (services/calendar/src/calendar-view/calendar-reads.sql.ts,
 * from its build), with pg's `$n` placeholders: the SQL side of calendar-week.mjs and the floor
 * server run exactly what the API runs for a view.
 */
import { pgStatement } from './pg-statement.mjs';

const { gridStatement, eventsStatement, workTimesStatement } = await import(
  new URL('../../../services/calendar/dist/calendar-view/calendar-reads.sql.js', import.meta.url).href
);

/**
 * A view's reads the way the API makes them: the grid (branch, settings, rooms of the calendar's
 * kind), then the events of `rooms` (the page the API chose from the grid) beside the branch's
 * work times, on a pg pool. Answers the events' and work times' rows.
 */
export async function runCalendarView(db, { companyId, branchUuid, rooms, from, to }) {
  await db.query(pgStatement(gridStatement(Number(companyId), branchUuid, 0)));
  const [events, workTimes] = await Promise.all([
    db.query(pgStatement(eventsStatement(Number(companyId), branchUuid, rooms, from, to))),
    db.query(pgStatement(workTimesStatement(Number(companyId), branchUuid, from, to))),
  ]);
  return { events: events.rows, workTimes: workTimes.rows };
}

/** The events statement alone (for EXPLAIN). */
export const eventsSql = (companyId, branchUuid, rooms, from, to) => pgStatement(eventsStatement(Number(companyId), branchUuid, rooms, from, to));
