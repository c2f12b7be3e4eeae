import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient, PatientStaff } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Avatar, Button, Card, CheckboxGroup, ErrorCard, FormItem, LoadingBlock, Select, toast } from '@dental/ui';
import { usePatientDoctors, useSetPatientDoctors } from '../data/patient-doctors';
import { useStaff } from '../data/staff';
import { fullName } from '../lib/labels';
import { failed, isConflict } from '../lib/notify';

function Person({ person }: { person: PatientStaff }) {
  return (
    <li className="pt-staff">
      <Avatar username={fullName(person)} size={32} />
      <span>{fullName(person)}</span>
    </li>
  );
}

/** The assigned doctor and helpers (doctors_view); changed with patients_edit when users can be listed. */
export function DoctorsTab({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const can = useCan();
  const doctors = usePatientDoctors(patient.uuid);
  const setDoctors = useSetPatientDoctors(patient.uuid);
  const doctorList = useStaff(1);
  const assistantList = useStaff(2);
  const [draft, setDraft] = useState<{ doctor: string; helpers: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = can('patients_edit') && Boolean(doctorList.data && assistantList.data);

  if (doctors.isPending) return <LoadingBlock />;
  if (doctors.isError) return <ErrorCard text={t('toast.load_failed')} onRetry={() => void doctors.refetch()} />;
  const d = doctors.data;

  const save = async () => {
    if (!draft) return;
    setBusy(true);
    try {
      await setDoctors.mutateAsync({ doctor_uuid: draft.doctor || null, helper_uuids: draft.helpers, version: d.version });
      toast.success(t('toast.doctors_saved'));
      setDraft(null);
    } catch (error) {
      failed(t, 'toast.doctors_failed', error);
      if (isConflict(error)) void doctors.refetch();
    } finally {
      setBusy(false);
    }
  };

  if (draft) {
    return (
      <Card title={t('tabs.doctors')}>
        <FormItem label={t('doctors.doctor')} htmlFor="doctors-doctor">
          <Select
            id="doctors-doctor"
            value={draft.doctor}
            onChange={(e) => setDraft({ ...draft, doctor: e.target.value })}
            placeholder={t('none')}
            options={(doctorList.data ?? []).map((u) => ({ value: u.uuid, label: fullName(u) }))}
          />
        </FormItem>
        <div className="dc-form-item">
          <span className="dc-form-item__label" aria-hidden="true">
            {t('doctors.helpers')}
          </span>
          <CheckboxGroup legend={t('doctors.helpers')} options={(assistantList.data ?? []).map((u) => ({ value: u.uuid, label: fullName(u) }))} value={draft.helpers} onChange={(helpers) => setDraft({ ...draft, helpers })} />
        </div>
        <div className="dc-confirm__actions">
          <Button variant="secondary" onClick={() => setDraft(null)} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={save} disabled={busy}>
            {busy ? t('actions.saving') : t('actions.save')}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <div className="pt-facts-grid">
      <Card title={t('doctors.doctor')}>
        {d.doctor ? <ul className="pt-plain"><Person person={d.doctor} /></ul> : <p className="pt-muted">{t('doctors.none')}</p>}
      </Card>
      <Card title={t('doctors.helpers')}>
        {d.helpers.length ? (
          <ul className="pt-plain">
            {d.helpers.map((h) => (
              <Person key={h.uuid} person={h} />
            ))}
          </ul>
        ) : (
          <p className="pt-muted">{t('doctors.no_helpers')}</p>
        )}
      </Card>
      {editable ? (
        <div>
          <Button onClick={() => setDraft({ doctor: d.doctor?.uuid ?? '', helpers: d.helpers.map((h) => h.uuid) })}>{t('actions.edit')}</Button>
        </div>
      ) : null}
    </div>
  );
}
