import { Navigate, Route, Routes } from '@dental/ui/router';
import { addNamespaceBundle } from '@dental/i18n/browser';
import reportsTexts from '@dental/i18n/bundles/reports';
import { Guard } from './guard';
import { BranchesPage } from './pages/BranchesPage';
import { DashboardPage } from './pages/DashboardPage';
import { ReportPage } from './pages/ReportPage';

addNamespaceBundle('reports', reportsTexts);

/** The dashboard at / (any signed-in user, docs/spec.md §2) and /reports/incomes, /reports/workload, /reports/branches (the older /reports/{kind}/{split} addresses redirect). */
export default function ReportsRoutes() {
  return (
    <Routes>
      <Route path="/" element={<DashboardPage />} />
      <Route path="/reports" element={<Navigate to="/reports/incomes" replace />} />
      <Route path="/reports/branches" element={<Guard permission="report_view"><BranchesPage /></Guard>} />
      <Route path="/reports/:kind" element={<Guard permission="report_view"><ReportPage /></Guard>} />
      <Route path="/reports/:kind/:split" element={<Guard permission="report_view"><ReportPage /></Guard>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
