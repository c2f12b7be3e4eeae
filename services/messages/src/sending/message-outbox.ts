import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fromKysely, type KyselyTransactionLike } from 'pg-boss';
import { EVENT_BUS, type EventBus } from '@dental/server-core';
import { SEND_QUEUE } from './message-queues.js';

/** A message row about to be written, with the key that makes it once. */
export interface NewMessage {
  companyId: number;
  idempotencyKey: string;
  patientUuid: string;
  appointmentUuid: string | null;
  branchUuid: string | null;
  kind: string;
  channel: string;
  offsetHours: number | null;
  language: string;
  recipient: string;
  subject: string;
  text: string;
  uuid: string;
}

/**
 * Writes messages and their send jobs in one transaction: a row whose key exists already is not
 * written again and gets no job (a second scan, a second instance, a retry of the scan), and a
 * written row always has its job (pg-boss in the same transaction, as EventOutbox does).
 */
@Injectable()
export class MessageOutbox {
  constructor(@Inject(EVENT_BUS) private readonly bus: EventBus) {}

  /** Answers the uuids of the messages that were new. */
  async enqueue(em: EntityManager, messages: readonly NewMessage[]): Promise<string[]> {
    if (!messages.length) return [];
    const context = em.getTransactionContext<KyselyTransactionLike>();
    if (!context) throw new Error('messages are queued inside a transaction');
    const rows = await em.execute<{ uuid: string }[]>(
      `insert into message (uuid, company_id, idempotency_key, patient_uuid, appointment_uuid, branch_uuid, kind, channel, offset_hours, language, recipient, subject, text)
       select x.uuid, x.company_id, x.idempotency_key, x.patient_uuid, x.appointment_uuid, x.branch_uuid, x.kind, x.channel, x.offset_hours, x.language, x.recipient, x.subject, x.text
       from jsonb_to_recordset(?::jsonb) as x(uuid uuid, company_id int, idempotency_key text, patient_uuid uuid, appointment_uuid uuid, branch_uuid uuid,
         kind text, channel text, offset_hours int, language text, recipient text, subject text, text text)
       on conflict (idempotency_key) do nothing returning uuid`,
      [
        JSON.stringify(
          messages.map((m) => ({
            uuid: m.uuid,
            company_id: m.companyId,
            idempotency_key: m.idempotencyKey,
            patient_uuid: m.patientUuid,
            appointment_uuid: m.appointmentUuid,
            branch_uuid: m.branchUuid,
            kind: m.kind,
            channel: m.channel,
            offset_hours: m.offsetHours,
            language: m.language,
            recipient: m.recipient,
            subject: m.subject,
            text: m.text,
          })),
        ),
      ],
    );
    const created = rows.map((row) => row.uuid);
    if (created.length) {
      const boss = await this.bus.whenStarted();
      await boss.insert(SEND_QUEUE, created.map((uuid) => ({ data: { message: uuid }, singletonKey: uuid })), { db: fromKysely(context) });
    }
    return created;
  }
}
