import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** One patient, as a data provider sees it: an entity manager scoped to the patient's company. */
export interface PatientDataContext {
  em: EntityManager;
  companyId: number;
  patientUuid: string;
}

/**
 * A module's answer for its own data of one patient (no module reads another's tables): what the
 * patient's data export (`patient.json`) holds under `name`. Modules register one at init, as merge
 * participants do (the patients module may not import them).
 */
export interface PatientDataProvider {
  /** The key in `patient.json`: `appointments`, `invoices`, `tooth_map`, … */
  readonly name: string;
  /** Every row of the patient the module keeps, deleted ones included, as plain JSON. */
  export(context: PatientDataContext): Promise<unknown>;
}

/** The providers, registered by their modules at init (one instance app-wide). */
@Injectable()
export class PatientDataRegistry {
  private readonly providers: PatientDataProvider[] = [];

  register(provider: PatientDataProvider): void {
    if (!this.providers.some((known) => known.name === provider.name)) this.providers.push(provider);
  }

  all(): readonly PatientDataProvider[] {
    return this.providers;
  }
}

/**
 * Every row of the module's own `table` tied to the patient by `patient_uuid` in the company,
 * deleted ones included, oldest first: the plain reading most providers need.
 */
export async function patientRows(context: PatientDataContext, table: string, column = 'patient_uuid'): Promise<Record<string, unknown>[]> {
  if (!/^[a-z_]+$/.test(table) || !/^[a-z_]+$/.test(column)) throw new Error(`not a table or column name: ${table}.${column}`);
  return context.em
    .getConnection()
    .execute<Record<string, unknown>[]>(`select * from "${table}" where "company_id" = ? and "${column}" = ? order by "created_at", "uuid"`, [context.companyId, context.patientUuid]);
}
