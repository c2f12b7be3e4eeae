import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PatientListItem, PatientListQuery } from '@dental/contracts';
import { readPersonalCode, pageLimits, tenantCompanyId, type Paged } from '@dental/server-core';
import { patientAlerts } from '../alerts/patient-alerts.js';
import { patientCountSql, patientListStatement, patientPageSql, type PatientListRow, type PatientListStatement } from './patient-list.sql.js';

/**
 * The patients list read with plain SQL (docs/perf.md; the statement in patient-list.sql.ts): rows
 * straight to the contract, no entity hydration of ~40 columns per patient. Raw SQL is not
 * tenant-filtered, so the statement names the request's `company_id` itself.
 *
 * With a search the total rides on the page (`count(*) over ()`): every match is read and sorted
 * anyway (see orderBy), so the count costs nothing more, and the answer is one round trip. Without
 * one the page walks the (company_id, sort_name, uuid) index and stops at the page, so the total is
 * a count of its own, run at the same time.
 */
const toListItem = (row: PatientListRow): PatientListItem => ({
  uuid: row.uuid,
  first_name: row.first_name,
  last_name: row.last_name,
  client_card: row.client_card,
  ...readPersonalCode(row.personal_code_sealed),
  phone: row.phone,
  email: row.email,
  dob: row.dob,
  status: row.status,
  // A joined doctor always has both names (not null columns); the join is what may be empty.
  doctor: row.doctor_uuid ? { uuid: row.doctor_uuid, first_name: row.doctor_first_name ?? '', last_name: row.doctor_last_name ?? '' } : null,
  alerts: patientAlerts({ medicalAlert: row.medical_alert, insuranceExpiration: row.insurance_expiration, flaggedAnswers: row.flagged_answers ?? [] }),
  version: row.version,
});

@Injectable()
export class PatientListReads {
  constructor(private readonly em: EntityManager) {}

  /** One page of the request's company's patients in the contract's shape, with the total of matches. */
  async list(query: PatientListQuery): Promise<Paged<PatientListItem>> {
    const statement = patientListStatement(query, tenantCompanyId(this.em));
    const { limit, offset } = pageLimits(query);
    const connection = this.em.getConnection();
    const page = connection.execute<PatientListRow[]>(patientPageSql(statement), [...statement.params, limit, offset]);
    let total: number;
    let rows: PatientListRow[];
    if (statement.totalOnPage) {
      rows = await page;
      // Past the last page no row carries the total: count on its own (rare: a stale page link).
      total = rows.length ? Number(rows[0].total) : offset ? await this.count(statement) : 0;
    } else {
      [rows, total] = await Promise.all([page, this.count(statement)]);
    }
    return { items: rows.map(toListItem), page: query.page, per_page: query.per_page, total };
  }

  private async count(statement: PatientListStatement): Promise<number> {
    const [row] = await this.em.getConnection().execute<{ total: string | number }[]>(patientCountSql(statement), statement.params);
    return Number(row.total);
  }
}
