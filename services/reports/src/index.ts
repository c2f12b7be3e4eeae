export { ReportsModule } from './reports.module.js';
export { reportsModule } from './reports.definition.js';
