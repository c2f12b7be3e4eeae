import { useTranslation } from 'react-i18next';
import type { Appointment, Speciality, StaffMember } from '@dental/contracts';
import { FormItem, Select } from '@dental/ui';
import { personName } from '../data/reference-data';
import type { CalendarData } from '../data/appointments';
import type { Draft, PanelTab } from '../state/panel-store';
import type { BookingFormApi } from './useBookingForm';
import { PatientTab } from './PatientTab';
import { UnplannedTab } from './UnplannedTab';

/** The panel's tabs above its form: the patient, who assists, the speciality, or a queued appointment to plan. */
export function PanelTabContent({
  tab,
  booking,
  appointment,
  calendar,
  draft,
  rooms,
  staff,
  specialities,
  timeZone,
  editable,
  fieldId,
}: {
  tab: PanelTab;
  booking: BookingFormApi;
  appointment: Appointment | null;
  calendar: CalendarData;
  draft: Draft | null;
  rooms: readonly { uuid: string; name: string }[];
  staff: StaffMember[];
  specialities: Speciality[];
  timeZone: string;
  editable: boolean;
  fieldId: (name: string) => string;
}) {
  const { t } = useTranslation('calendar');
  const { form, set } = booking;
  if (tab === 'patient') {
    return (
      <PatientTab
        chosen={form.patient}
        onChoose={(p, doctor) => booking.choosePatient(p, doctor ?? null)}
        error={booking.errors.patient}
        schedules={calendar.events.filter((a) => form.patient && a.patient.uuid === form.patient.uuid && a.uuid !== appointment?.uuid)}
        timeZone={timeZone}
        disabled={!editable}
      />
    );
  }
  if (tab === 'users') {
    const assistants = staff.filter((s) => s.position_types.includes(2) || s.uuid === form.assistant);
    return (
      <div>
        <p className="cal-hint">{t('panel.users_hint')}</p>
        <FormItem label={t('panel.assistant')} htmlFor={fieldId('assistant')}>
          <Select
            id={fieldId('assistant')}
            value={form.assistant}
            disabled={!editable}
            placeholder={t('panel.none')}
            options={assistants.map((s) => ({ value: s.uuid, label: personName(s) }))}
            onChange={(e) => set('assistant', e.target.value)}
          />
        </FormItem>
      </div>
    );
  }
  if (tab === 'specialities') {
    return (
      <fieldset className="cal-choices" disabled={!editable}>
        <legend className="cal-hint">{t('panel.specialities_hint')}</legend>
        {[{ uuid: '', name: t('panel.none') }, ...specialities].map((s) => (
          <label key={s.uuid || 'none'} className="dc-checkbox">
            <input type="radio" name={fieldId('speciality')} checked={form.speciality === s.uuid} onChange={() => set('speciality', s.uuid)} />
            <span>{s.name}</span>
          </label>
        ))}
      </fieldset>
    );
  }
  return <UnplannedTab branch={calendar.branch_uuid} draft={draft} rooms={rooms} timeZone={timeZone} />;
}
