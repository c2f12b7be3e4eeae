import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** One patient, as a data provider sees it: an entity manager scoped to the patient's company. */
export interface PatientDataContext {
  em: EntityManager;
  companyId: number;
  patientUuid: string;
}

/** The company's retention periods in years (patient-retention.entity.ts), and the erasure's instant. */
export interface PatientErasureContext extends PatientDataContext {
  now: Date;
  retention: { medicalRecordYears: number; accountingYears: number };
  /** The card's new last name, `2026-0042` (its first name becomes "Erased patient"). */
  label: string;
  /** Work that must wait for the erasure's commit (removing files from the store). */
  afterCommit(work: () => Promise<void>): void;
}

/**
 * What a module did with its data of an erased patient: the kinds of data erased, and those the
 * law makes the clinic keep, with until when (null: until the medical record's period ends, then
 * the retention job erases it through `eraseRetained`).
 */
export interface PatientErasureOutcome {
  erased: string[];
  kept: { what: string; until: Date | null; law: string }[];
}

/**
 * A module's answer for its own data of one patient (no module reads another's tables): what the
 * patient's data export (`patient.json`) holds under `name`, and the module's part of an erasure.
 * Modules register one at init, as merge participants do (the patients module may not import them).
 */
export interface PatientDataProvider {
  /** The key in `patient.json`: `appointments`, `invoices`, `tooth_map`, … */
  readonly name: string;
  /** Every row of the patient the module keeps, deleted ones included, as plain JSON. */
  export(context: PatientDataContext): Promise<unknown>;
  /**
   * Erases or replaces the patient's personal values in the module's own tables, in the erasure's
   * transaction (`context.em`), keeping what the law requires (locked).
   */
  erase(context: PatientErasureContext): Promise<PatientErasureOutcome>;
  /** The retention job, once the medical record's period has ended: erases what `erase` kept of it. */
  eraseRetained?(context: PatientErasureContext): Promise<void>;
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

/**
 * The patient's rows of the module's own `parent` table (as patientRows reads them), each with its
 * rows of `child` under `key`: the child rows whose `foreignKey` names the parent's uuid, oldest first.
 */
export async function patientRowsWithChildren(
  context: PatientDataContext,
  parent: string,
  child: { table: string; foreignKey: string; key: string },
): Promise<Record<string, unknown>[]> {
  if (!/^[a-z_]+$/.test(child.table) || !/^[a-z_]+$/.test(child.foreignKey)) throw new Error(`not a table or column name: ${child.table}.${child.foreignKey}`);
  const parents = await patientRows(context, parent);
  const children = await context.em
    .getConnection()
    .execute<Record<string, unknown>[]>(
      `select c.* from "${child.table}" c join "${parent}" p on p."uuid" = c."${child.foreignKey}" where p."company_id" = ? and p."patient_uuid" = ? order by c."created_at", c."uuid"`,
      [context.companyId, context.patientUuid],
    );
  return parents.map((row) => ({ ...row, [child.key]: children.filter((one) => one[child.foreignKey] === row.uuid) }));
}

/**
 * A module's provider as Nest builds it: registered with the patients' registry at module init
 * (the patients module may not import the others, so each registers itself).
 */
@Injectable()
export abstract class RegisteredPatientDataProvider implements PatientDataProvider, OnModuleInit {
  abstract readonly name: string;

  constructor(private readonly registry: PatientDataRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  abstract export(context: PatientDataContext): Promise<unknown>;
  abstract erase(context: PatientErasureContext): Promise<PatientErasureOutcome>;
}

/** Runs one statement of the module's own SQL in the context's transaction; answers the rows touched. */
export async function runSql(context: PatientDataContext, sql: string, params: unknown[]): Promise<number> {
  const result = await context.em.getConnection().execute<{ affectedRows: number }>(sql, params, 'run', context.em.getTransactionContext());
  return result.affectedRows;
}
