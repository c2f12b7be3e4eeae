import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  PatientDataRegistry,
  runSql,
  type PatientDataContext,
  type PatientDataProvider,
  type PatientErasureContext,
  type PatientErasureOutcome,
} from '@dental/patients';

/**
 * What the imports module keeps of a patient: the record of the row their card came from (the old
 * system's key, and the card's values before an import changed it, for an undo).
 */
@Injectable()
export class ImportDataProvider implements PatientDataProvider, OnModuleInit {
  readonly name = 'imports';

  constructor(private readonly registry: PatientDataRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async export(context: PatientDataContext): Promise<unknown> {
    return context.em
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `select "uuid", "import_uuid", "kind", "key", "outcome", "previous", "created_at" from "import_record" where "company_id" = ? and "kind" = 'patients' and "record_uuid" = ? order by "created_at", "uuid"`,
        [context.companyId, context.patientUuid],
      );
  }

  /**
   * The old system's key (often the personal code or a name) and the values kept for an undo are
   * erased; the row stays as a tombstone under a key of its own, so a later run of the same file
   * does not find the key and the undo has nothing personal to restore.
   */
  async erase(context: PatientErasureContext): Promise<PatientErasureOutcome> {
    await runSql(
      context,
      `update "import_record" set "key" = 'erased-' || "uuid", "previous" = null, "hash" = '', "updated_at" = ?, "version" = "version" + 1
       where "company_id" = ? and "kind" = 'patients' and "record_uuid" = ?`,
      [context.now, context.companyId, context.patientUuid],
    );
    return { erased: ['import_rows'], kept: [] };
  }
}
