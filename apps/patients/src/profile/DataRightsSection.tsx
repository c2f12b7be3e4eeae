import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient, PatientErasure } from '@dental/contracts';
import { downloadBlob } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { addNamespaceBundle } from '@dental/i18n/browser';
import rightsTexts from '@dental/i18n/bundles/rights';
import { Button, Card, FormItem, Input, Modal, Textarea, toast, useDateFormat } from '@dental/ui';
import { downloadExport, useErasePatient, useExportStatus, useStartExport } from '../data/patient-data-rights';
import { fullName } from '../lib/labels';
import { RestrictionPart } from './Restriction';
import { failed } from '../lib/notify';

addNamespaceBundle('rights', rightsTexts);

/** Export: start the job, follow its progress, download the ZIP once. */
function ExportPart({ patient }: { patient: Patient }) {
  const { t } = useTranslation('rights');
  const dates = useDateFormat();
  const start = useStartExport(patient.uuid);
  const [exportUuid, setExportUuid] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const status = useExportStatus(patient.uuid, exportUuid);
  const job = status.data;

  const begin = async () => {
    try {
      setExportUuid((await start.mutateAsync()).uuid);
    } catch (error) {
      failed(t, 'data.export_failed', error);
    }
  };
  const download = async () => {
    if (!job?.download_url) return;
    setDownloading(true);
    try {
      const got = await downloadExport(job.download_url);
      downloadBlob(got.blob, got.filename ?? `patient-${patient.uuid}.zip`);
    } catch (error) {
      failed(t, 'data.download_failed', error);
    } finally {
      setDownloading(false);
      void status.refetch();
    }
  };

  const running = exportUuid !== null && (!job || job.state === 'queued' || job.state === 'running');
  return (
    <div className="pt-rights__part">
      <Button variant="secondary" onClick={() => void begin()} disabled={start.isPending || running}>
        {t('data.export')}
      </Button>
      <p className="pt-muted" role="status" aria-live="polite">
        {running ? t('data.exporting', { progress: job?.progress ?? 0 }) : null}
        {job?.state === 'failed' ? t('data.export_failed') : null}
        {job?.state === 'done' && job.download_url ? t('data.export_ready', { until: dates.dateTime(job.expires_at ?? '') }) : null}
        {job?.state === 'done' && !job.download_url && job.downloaded_at ? t('data.downloaded') : null}
      </p>
      {job?.state === 'done' && job.download_url ? (
        <Button onClick={() => void download()} disabled={downloading}>
          {t('data.download')}
        </Button>
      ) : null}
    </div>
  );
}

/** Erase: a reason and the patient's name typed as confirmation; then what was erased and kept. */
function EraseDialog({ patient, onClose, onErased }: { patient: Patient; onClose: () => void; onErased: (answer: PatientErasure) => void }) {
  const { t } = useTranslation('rights');
  const erase = useErasePatient(patient.uuid);
  const name = fullName(patient);
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const matches = typed.trim() === name;
  const submit = async () => {
    setTried(true);
    if (!matches || !reason.trim()) return;
    try {
      onErased(await erase.mutateAsync({ reason: reason.trim() }));
    } catch (error) {
      failed(t, 'data.erase_failed', error);
    }
  };
  return (
    <Modal open title={t('data.erase_title', { name })} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>{t('data.erase_text')}</p>
        <FormItem label={t('data.reason')} htmlFor="erase-reason" required error={tried && !reason.trim() ? t('errors:field_required', { name: t('data.reason') }) : null}>
          <Textarea id="erase-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </FormItem>
        <FormItem label={t('data.confirm_label', { name })} htmlFor="erase-confirm" required error={tried && !matches ? t('data.confirm_mismatch') : null}>
          <Input id="erase-confirm" value={typed} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
        </FormItem>
        <div className="dc-confirm__actions">
          <Button variant="secondary" onClick={onClose} disabled={erase.isPending}>
            {t('data.cancel')}
          </Button>
          <Button type="submit" className="dc-button--danger" disabled={erase.isPending || !matches}>
            {erase.isPending ? t('data.erasing') : t('data.erase_confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The card's data rights: export (patients_export_data) and erasure (patients_erase). */
export function DataRightsSection({ patient }: { patient: Patient }) {
  const { t } = useTranslation('rights');
  const dates = useDateFormat();
  const can = useCan();
  const [erasing, setErasing] = useState(false);
  const [result, setResult] = useState<PatientErasure | null>(null);
  if (!can('patients_export_data') && !can('patients_erase')) return null;
  const kind = (key: string) => t(`data.kinds.${key}`, { defaultValue: key });
  return (
    <Card title={t('data.title')}>
      <p className="pt-muted">{t('data.intro')}</p>
      {can('patients_export_data') ? <ExportPart patient={patient} /> : null}
      {can('patients_erase') && !result ? <RestrictionPart patient={patient} /> : null}
      {result ? (
        <div className="pt-notice" role="status">
          <strong>{t('data.erased_title', { label: result.label })}</strong>
          <p>{t('data.erased_list', { list: result.erased.map(kind).join(', ') })}</p>
          <ul>
            {result.kept.map((kept) => (
              <li key={kept.what}>{t('data.kept_item', { what: kind(kept.what), until: kept.until ? dates.date(kept.until) : '—' })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {can('patients_erase') && !result ? (
        <div className="pt-form__actions">
          <Button variant="secondary" className="pt-danger-text" onClick={() => setErasing(true)}>
            {t('data.erase')}
          </Button>
        </div>
      ) : null}
      {erasing ? (
        <EraseDialog
          patient={patient}
          onClose={() => setErasing(false)}
          onErased={(answer) => {
            setErasing(false);
            setResult(answer);
            toast.success(t('data.erased_title', { label: answer.label }));
          }}
        />
      ) : null}
    </Card>
  );
}
