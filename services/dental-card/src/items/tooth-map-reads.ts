import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppointmentStatus, ToothItemStage, ToothMapCardItem, ToothMapJaw, ToothMapStatus, ToothMapTooth } from '@dental/contracts';
import type { Surface, ToothType } from '@dental/domain-teeth';
import { tenantCompanyId } from '@dental/server-core';
import { replayAt } from './tooth-map.mapper.js';
import { ITEMS_SQL, PATIENT_SQL, TEETH_SQL } from './tooth-map-reads.sql.js';

/**
 * The card's read with plain SQL (docs/perf.md "Dental card"): the teeth and the items side by side
 * with a one-row check of the patient, rows straight to the contract, no entity hydration, the
 * replay in one pass (replayAt, the rule the entity answer uses too). Raw SQL is not
 * tenant-filtered, so every table names `company_id` (the request's tenant) and
 * `deleted_at is null` itself, joins included: a soft-deleted plan, service, appointment or
 * practitioner reads as none, as the ORM's filters make it for the entity
 * answer, and an item whose diagnosis was deleted is not on the card (the ORM's inner join).
 * Postgres formats instants as toISOString does (milliseconds, truncated like a Date).
 */
interface ItemRow {
  uuid: string;
  tooth: number | null;
  jaw: ToothMapJaw | null;
  surfaces: Surface[];
  stage: ToothItemStage;
  plan_uuid: string | null;
  price: number | null;
  price_frozen: boolean;
  insurance: number | null;
  comment: string | null;
  diagnosed_at: string;
  planned_at: string | null;
  unplanned_at: string | null;
  treated_at: string | null;
  invalidated_at: string | null;
  invalidation_reason: string | null;
  version: number;
  status_uuid: string;
  status_name: string;
  category: string;
  color: string;
  diagnostic_name: string;
  scheduled_name: string;
  cure_name: string;
  has_surface: boolean;
  display_type: number;
  icon_text: string | null;
  service_uuid: string | null;
  service_name: string | null;
  appointment_uuid: string | null;
  practitioner_uuid: string | null;
  practitioner_first_name: string | null;
  practitioner_last_name: string | null;
}

const instant = (text: string | null) => (text === null ? null : Date.parse(text));

/** The item's diagnosis, sent once per answer in `statuses`. */
function toStatus(row: ItemRow): ToothMapStatus {
  return {
    uuid: row.status_uuid,
    name: row.status_name,
    category: row.category,
    color: row.color,
    diagnostic_name: row.diagnostic_name,
    scheduled_name: row.scheduled_name,
    cure_name: row.cure_name,
    has_surface: row.has_surface,
    display_type: row.display_type,
    icon_text: row.icon_text,
  };
}

/**
 * The item as the card at `at` shows it, its diagnosis by uuid: with its status put back
 * (expandToothMap), the same answer toItemAnswer gives for the entity.
 */
function toItem(row: ItemRow, at: number): ToothMapCardItem {
  const shown = replayAt(
    {
      stage: row.stage,
      plannedAt: instant(row.planned_at),
      unplannedAt: instant(row.unplanned_at),
      treatedAt: instant(row.treated_at),
      invalidatedAt: instant(row.invalidated_at),
    },
    at,
  );
  return {
    uuid: row.uuid,
    tooth: row.tooth,
    jaw: row.jaw,
    surfaces: row.surfaces,
    status_uuid: row.status_uuid,
    stage: shown.stage,
    service: shown.procedure && row.service_uuid ? { uuid: row.service_uuid, name: row.service_name ?? '' } : null,
    plan_uuid: shown.procedure ? row.plan_uuid : null,
    price: shown.procedure ? row.price : null,
    price_frozen: shown.procedure && row.price_frozen,
    insurance: shown.procedure ? row.insurance : null,
    comment: row.comment,
    diagnosed_at: row.diagnosed_at,
    planned_at: shown.planned ? row.planned_at : null,
    treated_at: shown.treated ? row.treated_at : null,
    appointment_uuid: shown.treated ? row.appointment_uuid : null,
    practitioner:
      shown.treated && row.practitioner_uuid
        ? { uuid: row.practitioner_uuid, first_name: row.practitioner_first_name ?? '', last_name: row.practitioner_last_name ?? '' }
        : null,
    invalidated_at: shown.invalidated ? row.invalidated_at : null,
    invalidation_reason: shown.invalidated ? row.invalidation_reason : null,
    version: row.version,
  };
}

/** What treating an item needs of an appointment. */
export interface AppointmentRef {
  uuid: string;
  patient_uuid: string;
  practitioner_uuid: string | null;
  status: AppointmentStatus;
}

@Injectable()
export class ToothMapReads {
  constructor(private readonly em: EntityManager) {}

  private run<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  /**
   * A patient's card at `until` (an instant): each tooth's last type by then, and the items recorded
   * by then and not invalidated by then, each at the stage it had then; null when the patient is not
   * the caller's company's or is deleted (404). Three statements at once: the patient's existence
   * is one indexed row, not a hydrated entity.
   */
  async card(patientUuid: string, until: Date): Promise<{ teeth: ToothMapTooth[]; items: ToothMapCardItem[]; statuses: ToothMapStatus[] } | null> {
    const company = tenantCompanyId(this.em);
    const [found, teeth, rows] = await Promise.all([
      this.run<{ found: number }>(PATIENT_SQL, [company, patientUuid]),
      this.run<{ tooth: number; type: ToothType; version: number }>(TEETH_SQL, [company, patientUuid, until]),
      this.run<ItemRow>(ITEMS_SQL, [company, patientUuid, until, until]),
    ]);
    if (found.length === 0) return null;
    const at = until.getTime();
    const statuses = new Map<string, ToothMapStatus>();
    const items = rows.map((row) => {
      if (!statuses.has(row.status_uuid)) statuses.set(row.status_uuid, toStatus(row));
      return toItem(row, at);
    });
    return { teeth: teeth.map((row) => ({ tooth: row.tooth, type: row.type, version: row.version })), items, statuses: [...statuses.values()] };
  }

  /** The company's live appointment as the calendar publishes it (calendar_v1.appointment_ref), for treating an item in it. */
  async appointment(uuid: string): Promise<AppointmentRef | null> {
    const [row] = await this.run<AppointmentRef>(
      'select a.uuid, a.patient_uuid, a.practitioner_uuid, a.status from calendar_v1.appointment_ref a where a.company_id = ? and a.uuid = ? and a.deleted_at is null',
      [tenantCompanyId(this.em), uuid],
    );
    return row ?? null;
  }
}
