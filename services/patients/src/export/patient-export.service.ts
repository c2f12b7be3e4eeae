import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Language, PatientExportQuery } from '@dental/contracts';
import { TENANT_FILTER, type AuthSession } from '@dental/server-core';
import { Patient } from '../patients/patient.entity.js';
import { patientFilter } from '../patients/patient.service.js';
import { CSV_BOM, csvLine } from './csv.js';
import { EXPORT_COLUMNS, exportHeaders } from './patient-export.columns.js';

const BATCH = 1000;

/** The filtered patient list as CSV, produced in batches so 300,000 rows never sit in memory at once. */
@Injectable()
export class PatientExportService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Yields the file in chunks. Reads on its own fork of the request's EntityManager (scoped to the
   * caller's company), cleared after every batch; keyset paging on (sort_name, uuid) keeps each batch
   * an index range, however deep into the list.
   */
  async *csv(query: PatientExportQuery, auth: AuthSession, language: Language): AsyncGenerator<string> {
    const em = this.em.fork({ clear: true });
    em.setFilterParams(TENANT_FILTER, { companyId: auth.companyId });
    yield CSV_BOM + csvLine(exportHeaders(language));
    const filter = patientFilter(query);
    let after: { sortName: string; uuid: string } | undefined;
    for (;;) {
      const batch = await em.find(
        Patient,
        after
          ? { $and: [filter, { $or: [{ sortName: { $gt: after.sortName } }, { sortName: after.sortName, uuid: { $gt: after.uuid } }] }] }
          : filter,
        { populate: ['doctor', 'sortName'], orderBy: { sortName: 'asc', uuid: 'asc' }, limit: BATCH },
      );
      if (!batch.length) return;
      yield batch.map((patient) => csvLine(EXPORT_COLUMNS.map((column) => column.value(patient, language)))).join('');
      const last = batch[batch.length - 1];
      after = { sortName: last.sortName ?? '', uuid: last.uuid };
      em.clear();
      if (batch.length < BATCH) return;
    }
  }
}
