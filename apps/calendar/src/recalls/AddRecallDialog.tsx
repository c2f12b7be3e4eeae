import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarPatient, RecallCreate, RecallType } from '@dental/contracts';
import { isApiError } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { Button, FormItem, FormMessage, Input, Modal, SearchInput, Select, Spinner, Textarea, toast } from '@dental/ui';
import { personName } from '../data/reference-data';
import { toastFailure } from '../data/appointments';
import { usePatientSearch } from '../data/patients';
import { recallsApi, useRecallWrite } from '../data/recalls';
import { typeName } from './recall-format';

/**
 * A recall set by hand for a patient who has none of the type (e.g. a hygiene done elsewhere):
 * the patient (searched), the type, the due date and why. A patient who already has one is told
 * so by the server (RECALL_EXISTS) and changes that one's date in the list instead.
 */
export function AddRecallDialog({ types, today, onClose }: { types: RecallType[]; today: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('recalls');
  const can = useCan();
  const id = useId();
  const [search, setSearch] = useState('');
  const [patient, setPatient] = useState<Pick<CalendarPatient, 'uuid' | 'first_name' | 'last_name'> | null>(null);
  const [type, setType] = useState(types[0]?.uuid ?? '');
  const [date, setDate] = useState(today);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const found = usePatientSearch(search, can('patients_view'));
  const add = useRecallWrite(
    (body: RecallCreate) => recallsApi.create(body),
    () => {
      toast.success(t('toast.added'));
      onClose();
    },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!patient) missing.patient_uuid = t('add.patient_required');
    if (!date) missing.due_date = t('errors:field_required', { name: t('due.date') });
    if (!reason.trim()) missing.reason = t('errors:field_required', { name: t('due.reason') });
    setErrors(missing);
    if (!patient || Object.keys(missing).length) return;
    add.mutate({ patient_uuid: patient.uuid, type_uuid: type, due_date: date, reason: reason.trim() }, {
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
        else toastFailure(error, t('toast.add_failed'));
      },
    });
  };
  return (
    <Modal open title={t('add.title')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {Object.keys(errors).length ? <FormMessage>{t('errors:form_invalid')}</FormMessage> : null}
        <SearchInput value={search} onSearch={setSearch} label={t('add.search')} clearLabel={t('filters.clear')} placeholder={t('add.search_hint')} />
        {errors.patient_uuid ? (
          <p className="dc-form-item__error" role="alert">
            {errors.patient_uuid}
          </p>
        ) : null}
        {found.isFetching ? <Spinner /> : null}
        {found.data ? (
          found.data.length ? (
            <ul className="cal-list" aria-label={t('add.patient')}>
              {found.data.map((p) => {
                const chosen = patient?.uuid === p.uuid;
                return (
                  <li key={p.uuid} className={`cal-list__item${chosen ? ' is-chosen' : ''}`}>
                    <span>
                      <strong>{personName(p)}</strong> <span className="cal-muted">{[p.phone, p.personal_code].filter(Boolean).join(' · ')}</span>
                    </span>
                    <button
                      type="button"
                      className="dc-button dc-button--secondary cal-small"
                      aria-pressed={chosen}
                      aria-label={`${t('add.pick')}: ${personName(p)}`}
                      onClick={() => setPatient(p)}
                    >
                      {chosen ? t('add.chosen') : t('add.pick')}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="cal-muted">{t('add.no_patients')}</p>
          )
        ) : null}
        <p className="cal-summary">
          <span>
            <strong>{t('add.patient')}:</strong> {patient ? personName(patient) : '—'}
          </span>
        </p>
        <FormItem label={t('add.type')} htmlFor={`${id}-type`} required error={errors.type_uuid}>
          <Select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)} options={types.map((r) => ({ value: r.uuid, label: typeName(r.name, i18n.language) }))} />
        </FormItem>
        <FormItem label={t('due.date')} htmlFor={`${id}-date`} required error={errors.due_date}>
          <Input id={`${id}-date`} type="date" value={date} invalid={!!errors.due_date} onChange={(e) => setDate(e.target.value)} />
        </FormItem>
        <FormItem label={t('due.reason')} htmlFor={`${id}-reason`} required error={errors.reason}>
          <Textarea id={`${id}-reason`} value={reason} maxLength={500} invalid={!!errors.reason} onChange={(e) => setReason(e.target.value)} />
        </FormItem>
        <Button type="submit" disabled={add.isPending}>
          {t('add.save')}
        </Button>
      </form>
    </Modal>
  );
}
