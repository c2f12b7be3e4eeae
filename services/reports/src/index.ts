export { ReportsModule } from './reports.module.js';
export { reportsModule } from './reports.definition.js';
export { READ_MODEL_TABLES, rebuildReports } from './rebuild/reports-rebuild.js';
