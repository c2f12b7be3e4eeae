import { Suspense, lazy, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import { AlertsBadge, FormMessage, Tabs } from '@dental/ui';
import type { CalendarData } from '../data/appointments';
import { personName, useBranchRooms, useServices, useSpecialities, useStaff } from '../data/reference-data';
import { statusKey } from '../lib/status';
import { usePanel, type PanelTab } from '../state/panel-store';
import { PanelActions } from './PanelActions';
import { PanelTabContent } from './PanelTabContent';
import { PatientBalance } from './PatientBalance';
import { PlacementFields } from './PlacementFields';
import { ProductsUsed } from './ProductsUsed';
import { useBookingActions } from './useBookingActions';
import { useBookingForm } from './useBookingForm';
import { VisitFields } from './VisitFields';

// The visit's notes and their texts load when a saved visit's panel opens, not with the calendar's first screen.
const VisitNotes = lazy(() => import('./VisitNotes'));

/**
 * The booking side panel: tabs to pick the patient (or create one), the people, the speciality,
 * or a queued (unplanned) appointment; below them the appointment's place and time, what the
 * visit is, then Save, Start (-> 7), End (-> 8) and Cancel (with confirmation). Opened on a slot,
 * on an appointment, or by "Book now" (the next free room and time).
 */
export default function BookingPanel({ calendar, timeZone, slot }: { calendar: CalendarData; timeZone: string; slot: number }) {
  const { t } = useTranslation('calendar');
  const can = useCan();
  const panel = usePanel();
  const branch = calendar.branch_uuid;
  const staff = useStaff(branch, calendar.users);
  const specialities = useSpecialities();
  const services = useServices();
  const rooms = useBranchRooms(branch) ?? calendar.rooms;
  // The panel's copy may be older than the calendar's (a live change, a move): the newer one wins.
  const fresh = panel.appointment ? calendar.events.find((e) => e.uuid === panel.appointment?.uuid) : undefined;
  const appointment = fresh && panel.appointment && fresh.version > panel.appointment.version ? fresh : panel.appointment;
  const booking = useBookingForm({ appointment, draft: panel.draft, calendar, timeZone, slot, staff, services: services ?? undefined });
  const actions = useBookingActions({ appointment, branch, form: booking.form, timeZone });
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const editable = appointment ? can('calendar_edit') && appointment.status < 8 : can('calendar_add');
  const { form, errors } = booking;

  const tabs: { id: PanelTab; label: string }[] = [
    { id: 'patient', label: t('panel.tab_patient') },
    { id: 'users', label: t('panel.tab_users') },
    { id: 'specialities', label: t('panel.tab_specialities') },
    ...(can('calendar_edit') ? [{ id: 'unplanned' as const, label: t('panel.tab_unplanned') }] : []),
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (booking.validate()) actions.save.mutate();
  };
  const shared = { booking, appointment, editable, fieldId };

  return (
    <aside className="cal-panel" aria-labelledby={fieldId('title')}>
      <header className="cal-panel__head">
        <h2 id={fieldId('title')} className="cal-panel__title">
          {appointment ? t('panel.title_edit') : t('panel.title_new')}
        </h2>
        {appointment ? <span className="cal-panel__status">{t(statusKey(appointment.status))}</span> : null}
        <button type="button" className="dc-icon-button" aria-label={t('panel.close')} onClick={panel.close}>
          ✕
        </button>
      </header>
      <Tabs label={t('panel.tabs_label')} value={panel.tab} onChange={panel.setTab} items={tabs} />
      <div className="cal-panel__tab">
        <PanelTabContent {...shared} tab={panel.tab} calendar={calendar} draft={panel.draft} rooms={rooms} staff={staff} specialities={specialities} timeZone={timeZone} />
      </div>

      <form className="cal-panel__form" onSubmit={submit} noValidate>
        {Object.keys(errors).length ? <FormMessage>{t('errors:form_invalid')}</FormMessage> : null}
        <div className="cal-summary">
          <span>
            <strong>{t('panel.patient')}:</strong> {form.patient ? personName(form.patient) : '—'}{' '}
            {form.patient ? <AlertsBadge alerts={form.patient.alerts} compact /> : null} <PatientBalance patient={form.patient?.uuid ?? null} />
          </span>
          <span>
            <strong>{t('panel.practitioner')}:</strong> {personName(staff.find((s) => s.uuid === form.practitioner)) || '—'}
          </span>
        </div>
        <PlacementFields {...shared} rooms={rooms} staff={staff} />
        <VisitFields {...shared} services={services} />
        <ProductsUsed appointment={appointment} />
        {appointment?.patient && can('patients_tooth_map_view') ? (
          <Suspense fallback={null}>
            <VisitNotes appointment={appointment} />
          </Suspense>
        ) : null}
        <PanelActions appointment={appointment} branch={branch} timeZone={timeZone} editable={editable} actions={actions} fieldId={fieldId} />
      </form>
    </aside>
  );
}
