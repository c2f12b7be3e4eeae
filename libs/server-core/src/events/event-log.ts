import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEnvelope, EventType } from '@dental/contracts';

/**
 * `event_log`: every event ever published, in commit order of its `seq`, kept so a consumer's read
 * model can be rebuilt by replaying it (`npm run reports:rebuild`) and a new consumer can start
 * from the past. A platform table: modules append through EventOutbox and read through `readEventLog`.
 */
export async function appendToEventLog(em: EntityManager, events: readonly EventEnvelope[]): Promise<void> {
  if (!events.length) return;
  await em.execute(
    `insert into event_log (id, type, version, company_id, occurred_at, data)
     select id, type, version, company_id, occurred_at, data from jsonb_to_recordset(?::jsonb)
       as e(id uuid, type text, version smallint, company_id int, occurred_at timestamptz, data jsonb)`,
    [JSON.stringify(events)],
  );
}

/**
 * The log's events of `types`, oldest first, a page at a time after `afterSeq` (0 from the start):
 * what a replay reads, in the order the events were appended.
 */
export async function readEventLog(
  em: EntityManager,
  types: readonly EventType[],
  afterSeq: number,
  limit: number,
  companyId: number | null = null,
): Promise<(EventEnvelope & { seq: number })[]> {
  const rows = await em.execute<{ seq: string; id: string; type: string; version: number; company_id: number; occurred_at: Date; data: Record<string, unknown> }[]>(
    `select seq, id, type, version, company_id, occurred_at, data from event_log
     where type = any(?::text[]) and seq > ?${companyId === null ? '' : ' and company_id = ?'}
     order by seq limit ?`,
    [`{${types.join(',')}}`, afterSeq, ...(companyId === null ? [] : [companyId]), limit],
  );
  return rows.map((row) => ({ ...row, seq: Number(row.seq), occurred_at: new Date(row.occurred_at).toISOString() }));
}
