import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import type { Language, PatientExportQuery } from '@dental/contracts';
import { csvStream, readSource, scopeToTenant, type AuthSession, type CsvCell, type ReadSource } from '@dental/server-core';
import { Patient } from '../patients/patient.entity.js';
import { patientFilter } from '../patients/patient.service.js';
import { EXPORT_COLUMNS, exportColumns } from './patient-export.columns.js';

const BATCH = 1000;

/** The filtered patient list as CSV, produced in batches so 300,000 rows never sit in memory at once. */
@Injectable()
export class PatientExportService {
  constructor(private readonly em: EntityManager) {}

  /** Read from the replica when there is one (read-your-writes aside), chosen before the first byte so the answer can say so. */
  async csv(query: PatientExportQuery, auth: AuthSession, language: Language): Promise<Readable> {
    const source = await readSource(this.em);
    return csvStream(exportColumns(language), this.rows(query, auth, language, source));
  }

  /**
   * Yields the rows one patient at a time. Reads on its own fork of the request's EntityManager
   * (scoped to the caller's company), cleared after every batch; keyset paging on (sort_name, uuid)
   * keeps each batch an index range, however deep into the list.
   */
  private async *rows(query: PatientExportQuery, auth: AuthSession, language: Language, source: ReadSource): AsyncGenerator<CsvCell[]> {
    const em = this.em.fork({ clear: true });
    scopeToTenant(em, auth.companyId);
    const filter = patientFilter(query);
    let after: { sortName: string; uuid: string } | undefined;
    for (;;) {
      const batch = await em.find(
        Patient,
        after
          ? { $and: [filter, { $or: [{ sortName: { $gt: after.sortName } }, { sortName: after.sortName, uuid: { $gt: after.uuid } }] }] }
          : filter,
        { populate: ['doctor', 'sortName'], orderBy: { sortName: 'asc', uuid: 'asc' }, limit: BATCH, connectionType: source.connectionType },
      );
      if (!batch.length) return;
      for (const patient of batch) yield EXPORT_COLUMNS.map((column) => column.value(patient, language));
      const last = batch[batch.length - 1];
      after = { sortName: last.sortName ?? '', uuid: last.uuid };
      em.clear();
      if (batch.length < BATCH) return;
    }
  }
}
