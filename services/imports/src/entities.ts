import { ImportError } from './errors/import-error.entity.js';
import { ImportFileChunk } from './file/import-file-chunk.entity.js';
import { DataImport } from './imports/data-import.entity.js';
import { SavedMapping } from './mapping/saved-mapping.entity.js';
import { ImportRecord } from './records/import-record.entity.js';

/** The entities whose tables the imports module owns (and migrates). */
export const importsEntities = [DataImport, ImportFileChunk, ImportRecord, ImportError, SavedMapping];
