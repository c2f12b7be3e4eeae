import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Card, EmptyState, IconClipboard, IconFolder, IconInvoice, IconPatients, IconTooth, NavTabs, Page } from '@dental/ui';
import { Navigate, Route, Routes, useParams, useSearchParams } from '@dental/ui/router';
import { Guard } from '../guard';

/** The patient card's tabs (spec section 2) and the permission each needs beyond patients_view. */
const TABS: { path: string; label: string; permission?: Permission }[] = [
  { path: 'details', label: 'details' },
  { path: 'relationships', label: 'relationships' },
  { path: 'doctors', label: 'doctors' },
  { path: 'files', label: 'files' },
  { path: 'tests', label: 'tests', permission: 'patients_tests_view' },
  { path: 'invoices', label: 'invoices', permission: 'patients_invoices_view' },
  { path: 'tooth-map', label: 'tooth_map', permission: 'patients_tooth_map_view' },
  { path: 'settings', label: 'settings', permission: 'patients_settings_view' },
];

/** Sections of the medical files tab (the spec names only `files/{section}`). */
export const FILE_SECTIONS = ['medical', 'documents', 'images'] as const;

function Empty({ name, icon }: { name: string; icon?: ReactNode }) {
  const { t } = useTranslation('patients');
  return (
    <Card>
      <EmptyState icon={icon ?? <IconFolder size={28} />} title={t(`empty.${name}_title`)} text={t(`empty.${name}_text`)} />
    </Card>
  );
}

function FilesTab() {
  const { t } = useTranslation('patients');
  const { section = '', patient_uuid = '' } = useParams();
  if (!(FILE_SECTIONS as readonly string[]).includes(section)) return <Navigate to="/404" replace />;
  return (
    <>
      <NavTabs label={t('tabs.files')} items={FILE_SECTIONS.map((s) => ({ to: `/patients/${patient_uuid}/files/${s}`, label: t(`file_sections.${s}`) }))} />
      <Empty name="files" />
    </>
  );
}

function ToothMapTab() {
  // Opened from an appointment, the tooth map works on that appointment (?appointment_uuid=...).
  const [params] = useSearchParams();
  return (
    <div data-appointment-uuid={params.get('appointment_uuid') ?? undefined}>
      <Empty name="tooth_map" icon={<IconTooth size={28} />} />
    </div>
  );
}

export function PatientLayout() {
  const { t } = useTranslation('patients');
  const can = useCan();
  const { patient_uuid = '' } = useParams();
  const base = `/patients/${patient_uuid}`;
  return (
    <Page title={t('titles.patient')}>
      <NavTabs
        label={t('titles.patient')}
        items={TABS.filter((tab) => !tab.permission || can(tab.permission)).map((tab) => ({
          to: tab.path === 'files' ? `${base}/files/${FILE_SECTIONS[0]}` : `${base}/${tab.path}`,
          label: t(`tabs.${tab.label}`),
        }))}
      />
      <Routes>
        <Route index element={<Navigate to="details" replace />} />
        <Route path="details" element={<Empty name="details" icon={<IconPatients size={28} />} />} />
        <Route path="relationships" element={<Empty name="relationships" icon={<IconPatients size={28} />} />} />
        <Route path="doctors" element={<Empty name="doctors" icon={<IconPatients size={28} />} />} />
        <Route path="files" element={<Navigate to={FILE_SECTIONS[0]} replace />} />
        <Route path="files/:section" element={<FilesTab />} />
        <Route path="tests" element={<Guard permission="patients_tests_view"><Empty name="tests" icon={<IconClipboard size={28} />} /></Guard>} />
        <Route path="tests/:test_uuid" element={<Guard permission="patients_tests_view"><Empty name="test" icon={<IconClipboard size={28} />} /></Guard>} />
        <Route path="invoices" element={<Guard permission="patients_invoices_view"><Empty name="patient_invoices" icon={<IconInvoice size={28} />} /></Guard>} />
        <Route path="invoices/:invoice_uuid" element={<Guard permission="patients_invoices_view"><Empty name="invoice" icon={<IconInvoice size={28} />} /></Guard>} />
        <Route path="tooth-map" element={<Guard permission="patients_tooth_map_view"><ToothMapTab /></Guard>} />
        <Route path="settings" element={<Guard permission="patients_settings_view"><Empty name="settings" /></Guard>} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Page>
  );
}
