import type { ImportStatus, Language, PersonRef } from '@dental/contracts';
import { translateField } from '@dental/server-core';
import type { DataImport } from './data-import.entity.js';

/** Whether an undo may be tried: the run is over and it made or changed something. */
export const canUndo = (dataImport: DataImport): boolean =>
  (dataImport.state === 'finished' || dataImport.state === 'failed') && dataImport.created + dataImport.updated > 0;

/** GET /api/imports/{uuid}'s answer, the reason a run stopped in `language`, its creator from `creators` (by uuid). */
export function toImportStatus(dataImport: DataImport, language: Language, creators: ReadonlyMap<string, PersonRef>): ImportStatus {
  return {
    uuid: dataImport.uuid,
    file_name: dataImport.fileName,
    kind: dataImport.kind,
    state: dataImport.state,
    progress: dataImport.progress,
    rows: dataImport.rows,
    created: dataImport.created,
    updated: dataImport.updated,
    skipped: dataImport.skipped,
    failed: dataImport.failed,
    error: dataImport.error ? translateField(language, dataImport.error) : null,
    can_undo: canUndo(dataImport),
    mapping:
      dataImport.kind && dataImport.mapping
        ? { kind: dataImport.kind, columns: dataImport.mapping.columns, key_column: dataImport.mapping.keyColumn, date_order: dataImport.mapping.dateOrder }
        : null,
    format: dataImport.format,
    encoding: dataImport.encoding,
    delimiter: dataImport.delimiter,
    headers: dataImport.headers,
    preview: dataImport.preview,
    created_by: (dataImport.createdByUuid && creators.get(dataImport.createdByUuid)) || null,
    created_at: dataImport.createdAt.toISOString(),
    finished_at: dataImport.finishedAt?.toISOString() ?? null,
  };
}
