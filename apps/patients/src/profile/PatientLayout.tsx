import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@dental/contracts';
import { isApiError } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { AlertsBadge, Button, Card, ConfirmDialog, EmptyState, ErrorCard, LoadingBlock, NavTabs, Page, lazyScreen, toast, useDateFormat } from '@dental/ui';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from '@dental/ui/router';
import { giveReadReason, useDeletePatient, usePatient } from '../data/patients';
import { Guard } from '../guard';
import { InvoicePage, PatientBalance, PatientInvoicesTab } from '../invoices/lazy';
import { PATIENT_FILE_SECTIONS } from '@dental/contracts/values';
import { fullName, personalCodeText } from '../lib/labels';
import { failed } from '../lib/notify';
import { DetailsTab } from './DetailsTab';
import { DoctorsTab } from './DoctorsTab';
import { FilesTab } from './FilesTab';
import { RelationshipsTab } from './RelationshipsTab';
import { SettingsTab } from './SettingsTab';
import { TestsTab } from './tests/TestsTab';
import { TestView } from './tests/TestView';
import './profile.css';

/** The patient card's tabs (docs/spec.md §2) and the permission each needs beyond patients_view. */
const TABS: { path: string; label: string; permission?: Permission }[] = [
  { path: 'details', label: 'details' },
  { path: 'relationships', label: 'relationships' },
  { path: 'doctors', label: 'doctors', permission: 'doctors_view' },
  { path: 'files', label: 'files' },
  { path: 'tests', label: 'tests', permission: 'patients_tests_view' },
  { path: 'invoices', label: 'invoices', permission: 'patients_invoices_view' },
  { path: 'tooth-map', label: 'tooth_map', permission: 'patients_tooth_map_view' },
  { path: 'perio', label: 'perio', permission: 'patients_tooth_map_view' },
  { path: 'consent-forms', label: 'consents', permission: 'patients_tooth_map_view' },
  { path: 'notes', label: 'notes', permission: 'patients_tooth_map_view' },
  { path: 'history', label: 'history' },
  { path: 'communication', label: 'communication' },
  { path: 'settings', label: 'settings', permission: 'patients_settings_view' },
];

/** A tab whose content arrives with a later issue: a designed empty state. */
export function Later({ name, icon }: { name: string; icon: ReactNode }) {
  const { t } = useTranslation('patients');
  return (
    <Card>
      <EmptyState icon={icon} title={t(`empty.${name}_title`)} text={t(`empty.${name}_text`)} />
    </Card>
  );
}

// The chart, its forms and plans load only when the tab opens (the remote's first screen has a size budget).
// The messages tab (issue 26) loads when it opens.
// A restricted card's reason form loads only when the server asks for a reason (with the data rights' texts).
const RestrictedRead = lazyScreen(() => import('./Restriction').then((m) => m.RestrictedRead));
const CommunicationTab = lazyScreen(() => import('./CommunicationTab').then((m) => m.CommunicationTab));
const ToothMapPage = lazy(() => import('../tooth-map/ToothMapPage'));
// The history in words and the notes carry the texts of the card's parts: they load with their tabs too.
const HistoryTab = lazy(() => import('./HistoryTab'));
const NotesTab = lazy(() => import('../notes/NotesTab'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingBlock />}>{children}</Suspense>;
}

// The periodontal chart (issue 29) loads only when its tab opens, like the dental card.
const PerioPage = lazy(() => import('../perio/PerioPage'));

function PerioTab({ patient }: { patient: string }) {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <PerioPage patient={patient} />
    </Suspense>
  );
}
// Consent forms (issue 29) with their signature pads load only when their tab opens.
const ConsentFormsTab = lazy(() => import('../consents/ConsentFormsTab').then((module) => ({ default: module.ConsentFormsTab })));

function ToothMapTab({ patient }: { patient: string }) {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <ToothMapPage patient={patient} />
    </Suspense>
  );
}

export function PatientLayout() {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  const can = useCan();
  const navigate = useNavigate();
  const { patient_uuid = '' } = useParams();
  const patient = usePatient(patient_uuid);
  const deletePatient = useDeletePatient(patient_uuid);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const base = `/patients/${patient_uuid}`;
  const missing = isApiError(patient.error) && (patient.error.status === 404 || patient.error.status === 400);
  const restricted = isApiError(patient.error) && patient.error.code === 'PATIENT_RESTRICTED';

  useEffect(() => {
    if (patient.isError && !missing && !restricted) failed(t, 'toast.load_failed', patient.error);
  }, [patient.isError, patient.error, missing, restricted, t]);

  const remove = async () => {
    setDeleting(true);
    try {
      await deletePatient.mutateAsync();
      toast.success(t('toast.deleted'));
      navigate('/patients', { replace: true });
    } catch (error) {
      failed(t, 'toast.delete_failed', error);
      setDeleting(false);
      setConfirming(false);
    }
  };

  if (patient.isPending) return <LoadingBlock />;
  if (!patient.data) {
    return (
      <Page title={t('titles.patient')}>
        {restricted ? (
          <RestrictedRead
            onReason={(reason) => {
              giveReadReason(patient_uuid, reason);
              void patient.refetch();
            }}
          />
        ) : missing ? (
          <Card>
            <EmptyState
              title={t('profile.not_found_title')}
              text={t('profile.not_found_text')}
              action={<Link to="/patients">{t('actions.back')}</Link>}
            />
          </Card>
        ) : (
          <ErrorCard text={t('toast.load_failed')} onRetry={() => void patient.refetch()} retrying={patient.isFetching} />
        )}
      </Page>
    );
  }
  const p = patient.data;
  const name = fullName(p);

  return (
    <Page
      title={name}
      subtitle={
        <span className="pt-head__meta">
          <span className={`pt-badge pt-badge--${p.status}`}>{t(`statuses.${p.status}`)}</span>
          <AlertsBadge alerts={p.alerts} />
          {p.restricted_at ? <span className="pt-badge pt-badge--0">{t('profile.restricted')}</span> : null}
          {p.dob ? <span>{t('profile.born', { date: dates.date(p.dob) })}</span> : null}
          {p.personal_code || p.personal_code_unavailable ? <span>{personalCodeText(p, t)}</span> : null}
          {p.client_card ? <span>{t('profile.card', { card: p.client_card })}</span> : null}
          <PatientBalance patient={p.uuid} />
        </span>
      }
      actions={
        can('patients_delete') ? (
          <Button variant="secondary" className="pt-danger-text" onClick={() => setConfirming(true)}>
            {t('actions.delete_patient')}
          </Button>
        ) : null
      }
    >
      <NavTabs
        label={t('titles.patient')}
        items={TABS.filter((tab) => !tab.permission || can(tab.permission)).map((tab) => ({
          to: tab.path === 'files' ? `${base}/files/${PATIENT_FILE_SECTIONS[0]}` : `${base}/${tab.path}`,
          label: t(`tabs.${tab.label}`),
        }))}
      />
      <Routes>
        <Route index element={<Navigate to="details" replace />} />
        <Route path="details" element={<DetailsTab patient={p} />} />
        <Route path="relationships" element={<RelationshipsTab patient={p} />} />
        <Route path="doctors" element={<Guard permission="doctors_view"><DoctorsTab patient={p} /></Guard>} />
        <Route path="files" element={<Navigate to={PATIENT_FILE_SECTIONS[0]} replace />} />
        <Route path="files/:section" element={<FilesTab patient={p} />} />
        <Route path="tests" element={<Guard permission="patients_tests_view"><TestsTab patient={p} /></Guard>} />
        <Route path="tests/:test_uuid" element={<Guard permission="patients_tests_view"><TestView patient={p} /></Guard>} />
        <Route path="invoices" element={<Guard permission="patients_invoices_view"><PatientInvoicesTab patient={p.uuid} /></Guard>} />
        <Route path="invoices/:invoice_uuid" element={<Guard permission="patients_invoices_view"><InvoicePage /></Guard>} />
        <Route path="tooth-map" element={<Guard permission="patients_tooth_map_view"><ToothMapTab patient={p.uuid} /></Guard>} />
        <Route path="perio" element={<Guard permission="patients_tooth_map_view"><PerioTab patient={p.uuid} /></Guard>} />
        <Route
          path="consent-forms"
          element={
            <Guard permission="patients_tooth_map_view">
              <Suspense fallback={<LoadingBlock />}>
                <ConsentFormsTab patient={p} />
              </Suspense>
            </Guard>
          }
        />
        <Route path="notes" element={<Guard permission="patients_tooth_map_view"><Lazy><NotesTab patient={p} /></Lazy></Guard>} />
        <Route path="history" element={<Lazy><HistoryTab patient={p} /></Lazy>} />
        <Route path="communication" element={<CommunicationTab patient={p} />} />
        <Route path="settings" element={<Guard permission="patients_settings_view"><SettingsTab patient={p} /></Guard>} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
      <ConfirmDialog
        open={confirming}
        title={t('confirm.delete_patient_title')}
        text={<p>{t('confirm.delete_patient_text', { name })}</p>}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
        busy={deleting}
        danger
      />
    </Page>
  );
}
