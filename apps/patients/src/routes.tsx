import { Navigate, Route, Routes } from '@dental/ui/router';
import { addNamespaceBundle } from '@dental/i18n/browser';
import patientsTexts from '@dental/i18n/bundles/patients';
import { Guard } from './guard';
import { PatientsListPage } from './list/PatientsListPage';
import { InvoicesListPage } from './invoices/lazy';
import { NewPatientPage } from './pages/NewPatientPage';
import { PatientLayout } from './profile/PatientLayout';
import { SharedCodesPage } from './list/SharedCodesPage';

addNamespaceBundle('patients', patientsTexts);

/** Patients, a patient's card with its tabs, and the invoice list. */
export default function PatientsRoutes() {
  return (
    <Routes>
      <Route path="/patients" element={<Guard permission="patients_view"><PatientsListPage /></Guard>} />
      <Route path="/patients/new" element={<Guard permission="patients_add"><NewPatientPage /></Guard>} />
      <Route path="/patients/shared-codes" element={<Guard permission="patients_view"><SharedCodesPage /></Guard>} />
      <Route path="/patients/:patient_uuid/*" element={<Guard permission="patients_view"><PatientLayout /></Guard>} />
      {/* The spec lists no permission for /invoices; its sidebar entry uses patients_view. */}
      <Route path="/invoices" element={<Guard permission="patients_view"><InvoicesListPage /></Guard>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
