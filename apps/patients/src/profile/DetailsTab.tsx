import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient, PatientListItem } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Button, Card, FormMessage, toast, useDateFormat } from '@dental/ui';
import { useLocation } from '@dental/ui/router';
import { useEditPatient, useReloadPatient } from '../data/patients';
import { DuplicateNotice } from '../form/DuplicateNotice';
import { PatientForm } from '../form/PatientForm';
import { editBody, valuesOf, type FormValues } from '../form/form-model';
import { announceWarnings, duplicateStopOf } from '../form/save-warnings';
import { fullName, personalCodeText } from '../lib/labels';
import { failed, isConflict } from '../lib/notify';

type Row = [field: string, value: ReactNode];

function Section({ title, rows }: { title: string; rows: Row[] }) {
  const { t } = useTranslation('patients');
  return (
    <Card title={title} className="pt-facts">
      <dl>
        {rows.map(([field, value]) => (
          <div key={field} className="pt-facts__row">
            <dt>{t(`fields.${field}`)}</dt>
            <dd>{value === '' || value === null || value === undefined ? <span className="pt-faint">{t('not_set')}</span> : value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * The profile: the card read-only, and with patients_edit the form. An edit sends only the changed
 * fields with the version it read; on 409 the form stays as typed and the next save goes out on
 * the newer version, so the other person's changes to other fields are kept.
 */
export function DetailsTab({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  const can = useCan();
  const location = useLocation();
  const editPatient = useEditPatient(patient.uuid);
  const reloadPatient = useReloadPatient(patient.uuid);
  const [editing, setEditing] = useState<{ base: FormValues; version: number; conflict: boolean } | null>(null);
  const [duplicates, setDuplicates] = useState<PatientListItem[]>(() => (location.state as { duplicates?: PatientListItem[] } | null)?.duplicates ?? []);

  const submit = async (values: FormValues, confirmDuplicate: boolean) => {
    if (!editing) return;
    try {
      const answer = await editPatient.mutateAsync({ ...editBody(values, editing.base, editing.version), ...(confirmDuplicate ? { confirm_duplicate: true } : {}) });
      toast.success(t('toast.updated'));
      setDuplicates(announceWarnings(t, answer));
      setEditing(null);
    } catch (error) {
      if (isConflict(error)) {
        failed(t, 'toast.update_failed', error);
        // Learn the newer version; what the user typed stays in the form.
        const latest = await reloadPatient().catch(() => null);
        setEditing((e) => (e ? { ...e, version: latest?.version ?? e.version, conflict: true } : e));
        return;
      }
      if (!duplicateStopOf(error)) failed(t, 'toast.update_failed', error);
      throw error;
    }
  };

  if (editing) {
    return (
      <PatientForm
        initial={editing.base}
        selfUuid={patient.uuid}
        onSubmit={submit}
        onCancel={() => setEditing(null)}
        banner={
          editing.conflict ? (
            <FormMessage>
              <strong>{t('profile.conflict')}</strong> {t('form.conflict_hint')}{' '}
              <Button variant="ghost" onClick={() => setEditing(null)}>
                {t('actions.reload')}
              </Button>
            </FormMessage>
          ) : null
        }
      />
    );
  }

  const p = patient;
  const code = (group: string, value: number | null) => (value === null ? '' : t(`${group}.${value}`));
  return (
    <div className="pt-details">
      <DuplicateNotice patients={duplicates} />
      {can('patients_edit') ? (
        <div className="pt-toolbar">
          <Button onClick={() => setEditing({ base: valuesOf(p), version: p.version, conflict: false })}>{t('actions.edit')}</Button>
        </div>
      ) : null}
      <div className="pt-facts-grid">
        <Section
          title={t('sections.personal')}
          rows={[
            ['first_name', p.first_name],
            ['last_name', p.last_name],
            ['personal_code', personalCodeText(p, t)],
            ['dob', dates.date(p.dob)],
            ['gender', code('genders', p.gender)],
            ['status', code('statuses', p.status)],
            ['client_card', p.client_card],
            ['country', p.country],
          ]}
        />
        <Section
          title={t('sections.contacts')}
          rows={[
            ['phone', p.phone ? <a href={`tel:${p.phone}`}>{p.phone}</a> : ''],
            ['phone2', p.phone2 ? <a href={`tel:${p.phone2}`}>{p.phone2}</a> : ''],
            ['email', p.email ? <a href={`mailto:${p.email}`}>{p.email}</a> : ''],
            ['address', p.address],
          ]}
        />
        <Section
          title={t('sections.documents')}
          rows={[
            ['document_type', code('document_types', p.document_type)],
            ['document_number', p.document_number],
            ['document_country', p.document_country],
            ['document_date', dates.date(p.document_date)],
            ['document_expiration', dates.date(p.document_expiration)],
          ]}
        />
        <Section
          title={t('sections.insurance')}
          rows={[
            ['insurance', p.insurance],
            ['insurance_number', p.insurance_number],
            ['insurance_expiration', dates.date(p.insurance_expiration)],
            ['insurance_notes', p.insurance_notes],
          ]}
        />
        <Section
          title={t('sections.workplace')}
          rows={[
            ['job', p.job],
            ['workplace', p.workplace],
            ['workplace_title', p.workplace_title],
            ['workplace_notes', p.workplace_notes],
          ]}
        />
        <Section
          title={t('sections.clinic')}
          rows={[
            ['doctor', p.doctor ? fullName(p.doctor) : ''],
            ['helpers', p.helpers.map(fullName).join(', ')],
            ['branches', p.branches.map((b) => b.name).join(', ')],
            ['medical_alert', p.medical_alert],
            ['description', p.description],
            ['comment', p.comment],
          ]}
        />
      </div>
    </div>
  );
}
