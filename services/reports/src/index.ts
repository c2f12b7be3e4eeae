export { ReportsModule } from './reports.module.js';
export { reportsModule } from './reports.definition.js';
export { recordIncome, rebuildIncomeSummary, type IncomeChange } from './incomes/income-summary.js';
