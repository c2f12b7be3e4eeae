import type { ModuleOwnership } from '@dental/server-core';

/** The imports' own tables; it publishes nothing (what it imports belongs to the modules it writes through). */
export const importsOwnership: ModuleOwnership = {
  tables: ['import_saved_mapping', 'data_import', 'import_record', 'import_file_chunk', 'import_error'],
  publishes: {},
};
