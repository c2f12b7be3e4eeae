import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, CalendarPatient } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { AlertsBadge, Button, SearchInput, Spinner, useDateFormat } from '@dental/ui';
import { personName } from '../data/reference-data';
import { usePatientSearch } from '../data/patients';
import { statusKey } from '../lib/status';
import { NewPatientForm } from './NewPatientForm';

/**
 * Search the branch's patients (patients API) and pick one, or create the one the search does not
 * find (patients_add) with what was typed; the chosen one's other appointments below.
 */
export function PatientTab({
  chosen,
  onChoose,
  error,
  schedules,
  timeZone,
  disabled,
}: {
  chosen: CalendarPatient | null;
  /** The chosen patient, and their own doctor (proposed as the practitioner when no one works there then). */
  onChoose: (p: CalendarPatient, doctorUuid?: string | null) => void;
  error?: string;
  schedules: Appointment[];
  timeZone: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('calendar');
  const dates = useDateFormat();
  const can = useCan();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const query = usePatientSearch(search, can('patients_view') && !disabled);
  const canCreate = can('patients_add') && !disabled && search.trim().length >= 2 && !!query.data;
  return (
    <div>
      {!disabled ? (
        <SearchInput value={search} onSearch={setSearch} label={t('panel.search_patient')} clearLabel={t('common.close')} placeholder={t('panel.search_hint')} />
      ) : null}
      {error ? (
        <p className="dc-form-item__error" role="alert">
          {error}
        </p>
      ) : null}
      {query.isFetching ? <Spinner /> : null}
      {query.data ? (
        query.data.length ? (
          <ul className="cal-list" aria-label={t('panel.search_patient')}>
            {query.data.map((p) => {
              const isChosen = chosen?.uuid === p.uuid;
              return (
                <li key={p.uuid} className={`cal-list__item${isChosen ? ' is-chosen' : ''}`}>
                  <span>
                    <strong>{personName(p)}</strong> <AlertsBadge alerts={p.alerts} compact />
                    <span className="cal-muted"> {[p.phone, p.personal_code].filter(Boolean).join(' · ')}</span>
                  </span>
                  <button
                    type="button"
                    className="dc-button dc-button--secondary cal-small"
                    aria-pressed={isChosen}
                    aria-label={`${t('panel.pick')}: ${personName(p)}`}
                    onClick={() => onChoose({ uuid: p.uuid, first_name: p.first_name, last_name: p.last_name, phone: p.phone, personal_code: p.personal_code, alerts: p.alerts }, p.doctor?.uuid ?? null)}
                  >
                    {isChosen ? t('panel.chosen') : t('panel.pick')}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="cal-muted">{t('panel.no_patients')}</p>
        )
      ) : null}
      {canCreate && creating ? (
        <NewPatientForm
          key={search}
          search={search}
          onCancel={() => setCreating(false)}
          onCreated={(patient) => {
            setCreating(false);
            setSearch('');
            onChoose(patient, null);
          }}
        />
      ) : canCreate ? (
        <Button variant="secondary" className="cal-small" onClick={() => setCreating(true)}>
          {t('panel.create_patient', { name: search.trim() })}
        </Button>
      ) : null}
      {chosen ? (
        <div className="cal-chosen">
          <strong>{personName(chosen)}</strong>
          <AlertsBadge alerts={chosen.alerts} />
          <span className="cal-muted">{[chosen.phone, chosen.personal_code].filter(Boolean).join(' · ')}</span>
          <h3 className="cal-subtitle">{t('panel.patient_schedules')}</h3>
          {schedules.length ? (
            <ul className="cal-plain">
              {schedules.map((a) => (
                <li key={a.uuid}>
                  {dates.dateTime(a.time_from, timeZone)} · {t(statusKey(a.status))}
                </li>
              ))}
            </ul>
          ) : (
            <p className="cal-muted">{t('panel.no_schedules')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
