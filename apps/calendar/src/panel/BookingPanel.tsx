import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentCreate, AppointmentReason, AppointmentStatus, CalendarPatient } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { AlertsBadge, Button, ConfirmDialog, FormItem, FormMessage, Input, Select, Tabs, Textarea } from '@dental/ui';
import { appointmentsApi, toastFailure, toastSaved, useAppointmentWrite, type CalendarData } from '../data/appointments';
import { personName, useBranchRooms, useServices, useSpecialities, useStaff } from '../api/reference-data';
import { hhmm, minutesOf, iso } from '../lib/dates';
import { canCancel, canEnd, canStart, centsToEuros, eurosToCents, statusChoices, statusKey } from '../lib/status';
import { instantOf, todayIn, wallOf } from '@dental/domain-time';
import { usePanel, type PanelTab } from '../state/panel-store';
import { InvoiceButton } from './InvoiceButton';
import { PatientBalance } from './PatientBalance';
import { PatientTab } from './PatientTab';
import { ProductsUsed } from './ProductsUsed';
import { proposePractitioner, serviceDefaults } from './booking-defaults';
import { UnplannedTab } from './UnplannedTab';
import { DentalCardLink } from '../components/DentalCardLink';

/** The contract's APPOINTMENT_REASONS (acute is the default). */
const REASONS = ['acute', 'consultation', 'treatment', 'control', 'hygiene', 'other'] as const satisfies readonly AppointmentReason[];

interface FormState {
  patient: CalendarPatient | null;
  practitioner: string;
  assistant: string;
  speciality: string;
  service: string;
  room: string;
  date: string;
  from: string;
  to: string;
  price: string;
  reason: AppointmentReason;
  status: AppointmentStatus;
  comment: string;
  desiredDate: string;
  toQueue: boolean;
  /** The practitioner was picked by hand: proposals no longer replace it. */
  practitionerChosen: boolean;
}

function initialState(a: Appointment | null, draft: ReturnType<typeof usePanel.getState>['draft'], timeZone: string, shownDay: string): FormState {
  if (a) {
    const from = a.time_from ? wallOf(Date.parse(a.time_from), timeZone) : null;
    const to = a.time_to ? wallOf(Date.parse(a.time_to), timeZone) : null;
    return {
      patient: a.patient,
      practitioner: a.practitioner?.uuid ?? '',
      assistant: a.assistant?.uuid ?? '',
      speciality: a.speciality?.uuid ?? '',
      service: a.service?.uuid ?? '',
      room: a.room_uuid ?? '',
      date: from?.ymd ?? a.desired_date ?? todayIn(timeZone),
      from: from ? hhmm(from.minutes) : '09:00',
      to: to ? hhmm(to.minutes) : '09:30',
      price: centsToEuros(a.price),
      reason: a.reason,
      status: a.status,
      comment: a.comment ?? '',
      desiredDate: a.desired_date ?? '',
      toQueue: a.status === 0,
      practitionerChosen: true,
    };
  }
  const prefill = draft?.prefill;
  return {
    patient: prefill?.patient ?? null,
    practitioner: prefill?.practitioner_uuid ?? '',
    assistant: '',
    speciality: '',
    service: prefill?.service_uuid ?? '',
    room: draft?.room_uuid ?? '',
    // The clicked slot's day, else the day the calendar shows (never silently today).
    date: draft?.date ?? shownDay,
    from: hhmm(draft?.from ?? 9 * 60),
    to: hhmm(draft?.to ?? 9 * 60 + 30),
    price: prefill?.price != null ? centsToEuros(prefill.price) : '',
    // A booking from a recall is a control visit; anything else starts as acute.
    reason: prefill ? 'control' : 'acute',
    status: 1,
    comment: '',
    desiredDate: '',
    toQueue: false,
    practitionerChosen: !!prefill?.practitioner_uuid,
  };
}

/**
 * The booking side panel: tabs to pick the patient, the people, the speciality, or a queued
 * (unplanned) appointment; below them the appointment's details, then Save, Start (-> 7),
 * End (-> 8) and Cancel (with confirmation).
 */
export default function BookingPanel({ calendar, timeZone }: { calendar: CalendarData; timeZone: string; slot: number }) {
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
  const [form, setForm] = useState<FormState>(() => initialState(appointment, panel.draft, timeZone, calendar.date));
  const [patientDoctor, setPatientDoctor] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmCancel, setConfirmCancel] = useState(false);
  const id = useId();

  useEffect(() => {
    setForm(initialState(appointment, panel.draft, timeZone, calendar.date));
    setPatientDoctor(null);
    setErrors({});
    // A new target (another slot or appointment) resets the form; staff loading later does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appointment?.uuid, appointment?.version, panel.draft]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  // A new booking proposes its practitioner (the doctor working in that room then, else the
  // patient's doctor) until one is picked by hand; the proposal is shown and can be changed.
  const proposed = proposePractitioner({
    workTimes: calendar.background_events,
    doctors: staff,
    room: form.room,
    date: form.date,
    from: form.from,
    timeZone,
    patientDoctor,
  });
  useEffect(() => {
    if (!appointment && !form.practitionerChosen && proposed !== form.practitioner) setForm((f) => ({ ...f, practitioner: proposed }));
  }, [appointment, form.practitionerChosen, form.practitioner, proposed]);
  const editable = appointment ? can('calendar_edit') && appointment.status < 8 : can('calendar_add');

  const validate = (): Record<string, string> | null => {
    const e: Record<string, string> = {};
    if (!form.patient) e.patient = t('panel.patient_required');
    if (!form.toQueue) {
      if (!form.practitioner) e.practitioner = t('panel.practitioner_required');
      if (!form.room) e.room = t('panel.room_required');
      if (!(minutesOf(form.from) < minutesOf(form.to))) e.to = t('errors:APPOINTMENT_INVALID_TIME_RANGE');
    }
    if (Number.isNaN(eurosToCents(form.price))) e.price = t('panel.invalid_price');
    setErrors(e);
    return Object.keys(e).length ? null : e;
  };

  const times = () => ({
    time_from: iso(instantOf(form.date, minutesOf(form.from), timeZone)),
    time_to: iso(instantOf(form.date, minutesOf(form.to), timeZone)),
  });
  const common = () => ({
    practitioner_uuid: form.practitioner || null,
    assistant_uuid: form.assistant || null,
    speciality_uuid: form.speciality || null,
    service_uuid: form.service || null,
    price: eurosToCents(form.price),
    reason: form.reason,
    comment: form.comment.trim() || null,
  });

  const save = useAppointmentWrite(
    branch,
    async () => {
      if (appointment) {
        const body = { ...common(), patient_uuid: form.patient!.uuid, desired_date: form.desiredDate || null, version: appointment.version };
        if (appointment.status === 0) return appointmentsApi.edit(appointment.uuid, body);
        const edited = await appointmentsApi.edit(appointment.uuid, { ...body, room_uuid: form.room, ...times() });
        // A status change answers last, with the warnings of the appointment as it now stands.
        if (form.status !== appointment.status) return appointmentsApi.status(edited.data, form.status);
        return edited;
      }
      const body: AppointmentCreate = { ...common(), branch_uuid: branch, patient_uuid: form.patient!.uuid };
      if (form.toQueue) return appointmentsApi.create({ ...body, desired_date: form.desiredDate || form.date, status: 0 });
      return appointmentsApi.create({ ...body, room_uuid: form.room, ...times() });
    },
    {
      onSuccess: (saved) => {
        toastSaved(saved, t(appointment ? 'toast.updated' : form.toQueue ? 'toast.queued' : 'toast.created'), t, appointment);
        if (appointment) panel.openEdit(saved.data);
        else panel.close();
      },
      onError: (error) => toastFailure(error, t(appointment ? 'toast.update_failed' : 'toast.create_failed')),
    },
  );

  const action = useAppointmentWrite(branch, (kind: 'start' | 'end' | 'cancel') => appointmentsApi[kind](appointment!), {
    onSuccess: (saved, kind) => {
      toastSaved(saved, t(kind === 'start' ? 'toast.started' : kind === 'end' ? 'toast.ended' : 'toast.canceled'), t, appointment);
      setConfirmCancel(false);
      if (kind === 'cancel') panel.close();
      else panel.openEdit(saved.data);
    },
    onError: (error, kind) => {
      setConfirmCancel(false);
      toastFailure(error, t(kind === 'cancel' ? 'toast.cancel_failed' : 'toast.status_failed'));
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (validate()) save.mutate();
  };

  const doctors = staff.filter((s) => s.position_types.includes(1) || s.uuid === form.practitioner);
  const assistants = staff.filter((s) => s.position_types.includes(2) || s.uuid === form.assistant);
  const tabs: { id: PanelTab; label: string }[] = [
    { id: 'patient', label: t('panel.tab_patient') },
    { id: 'users', label: t('panel.tab_users') },
    { id: 'specialities', label: t('panel.tab_specialities') },
    ...(can('calendar_edit') ? [{ id: 'unplanned' as const, label: t('panel.tab_unplanned') }] : []),
  ];
  const f = (name: string) => `${id}-${name}`;
  const busy = save.isPending || action.isPending;
  // Start is for today's appointments only (the server refuses others: APPOINTMENT_NOT_TODAY).
  const isToday = !!appointment?.time_from && wallOf(Date.parse(appointment.time_from), timeZone).ymd === todayIn(timeZone);

  return (
    <aside className="cal-panel" aria-labelledby={f('title')}>
      <header className="cal-panel__head">
        <h2 id={f('title')} className="cal-panel__title">
          {appointment ? t('panel.title_edit') : t('panel.title_new')}
        </h2>
        {appointment ? (
          <span className="cal-panel__status">{t(statusKey(appointment.status))}</span>
        ) : null}
        <button type="button" className="dc-icon-button" aria-label={t('panel.close')} onClick={panel.close}>
          ✕
        </button>
      </header>
      <Tabs label={t('panel.tabs_label')} value={panel.tab} onChange={panel.setTab} items={tabs} />
      <div className="cal-panel__tab">
        {panel.tab === 'patient' ? (
          <PatientTab
            chosen={form.patient}
            onChoose={(p, doctor) => {
              set('patient', p);
              setPatientDoctor(doctor ?? null);
            }}
            error={errors.patient}
            schedules={calendar.events.filter((a) => form.patient && a.patient.uuid === form.patient.uuid && a.uuid !== appointment?.uuid)}
            timeZone={timeZone}
            disabled={!editable}
          />
        ) : panel.tab === 'users' ? (
          <div>
            <p className="cal-hint">{t('panel.users_hint')}</p>
            <FormItem label={t('panel.assistant')} htmlFor={f('assistant')}>
              <Select
                id={f('assistant')}
                value={form.assistant}
                disabled={!editable}
                placeholder={t('panel.none')}
                options={assistants.map((s) => ({ value: s.uuid, label: personName(s) }))}
                onChange={(e) => set('assistant', e.target.value)}
              />
            </FormItem>
          </div>
        ) : panel.tab === 'specialities' ? (
          <fieldset className="cal-choices" disabled={!editable}>
            <legend className="cal-hint">{t('panel.specialities_hint')}</legend>
            {[{ uuid: '', name: t('panel.none') }, ...specialities].map((s) => (
              <label key={s.uuid || 'none'} className="dc-checkbox">
                <input type="radio" name={f('speciality')} checked={form.speciality === s.uuid} onChange={() => set('speciality', s.uuid)} />
                <span>{s.name}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <UnplannedTab branch={branch} draft={panel.draft} rooms={rooms} timeZone={timeZone} />
        )}
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
        {!appointment ? (
          <label className="dc-checkbox cal-queue-toggle">
            <input type="checkbox" checked={form.toQueue} onChange={(e) => set('toQueue', e.target.checked)} />
            <span>{t('panel.to_queue')}</span>
          </label>
        ) : null}
        {form.toQueue ? (
          <FormItem label={t('panel.desired_date')} htmlFor={f('desired')}>
            <Input id={f('desired')} type="date" value={form.desiredDate} disabled={!editable} onChange={(e) => set('desiredDate', e.target.value)} />
          </FormItem>
        ) : (
          <>
            <FormItem label={t('panel.room')} htmlFor={f('room')} error={errors.room} required>
              <Select
                id={f('room')}
                value={form.room}
                disabled={!editable}
                invalid={!!errors.room}
                placeholder={t('panel.none')}
                options={rooms.map((r) => ({ value: r.uuid, label: r.name }))}
                onChange={(e) => set('room', e.target.value)}
              />
            </FormItem>
            <FormItem label={t('panel.practitioner')} htmlFor={f('practitioner')} error={errors.practitioner} required={!form.toQueue}>
              <Select
                id={f('practitioner')}
                value={form.practitioner}
                disabled={!editable}
                invalid={!!errors.practitioner}
                placeholder={t('panel.choose_practitioner')}
                options={doctors.map((s) => ({ value: s.uuid, label: personName(s) }))}
                onChange={(e) => setForm((current) => ({ ...current, practitioner: e.target.value, practitionerChosen: true }))}
              />
            </FormItem>
            {!appointment && form.practitioner && !form.practitionerChosen ? <p className="cal-hint">{t('panel.practitioner_proposed')}</p> : null}
            <FormItem label={t('panel.date')} htmlFor={f('date')}>
              <Input id={f('date')} type="date" value={form.date} disabled={!editable} onChange={(e) => set('date', e.target.value)} />
            </FormItem>
            <div className="cal-row2">
              <FormItem label={t('panel.time_from')} htmlFor={f('from')}>
                <Input id={f('from')} type="time" step={300} value={form.from} disabled={!editable} onChange={(e) => set('from', e.target.value)} />
              </FormItem>
              <FormItem label={t('panel.time_to')} htmlFor={f('to')} error={errors.to}>
                <Input id={f('to')} type="time" step={300} value={form.to} disabled={!editable} invalid={!!errors.to} onChange={(e) => set('to', e.target.value)} />
              </FormItem>
            </div>
          </>
        )}
        <div className="cal-row2">
          <FormItem label={t('panel.price')} htmlFor={f('price')} error={errors.price}>
            <Input id={f('price')} inputMode="decimal" value={form.price} disabled={!editable} invalid={!!errors.price} onChange={(e) => set('price', e.target.value)} />
          </FormItem>
          <FormItem label={t('panel.reason')} htmlFor={f('reason')}>
            <Select
              id={f('reason')}
              value={form.reason}
              disabled={!editable}
              options={REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
              onChange={(e) => set('reason', e.target.value as AppointmentReason)}
            />
          </FormItem>
        </div>
        {services ? (
          <FormItem label={t('panel.service')} htmlFor={f('service')}>
            <Select
              id={f('service')}
              value={form.service}
              disabled={!editable}
              placeholder={t('panel.none')}
              options={services.map((s) => ({ value: s.uuid, label: s.name }))}
              onChange={(e) => {
                const chosen = services.find((s) => s.uuid === e.target.value);
                const duration = staff.find((s) => s.uuid === form.practitioner)?.default_duration;
                setForm((current) => {
                  if (!chosen) return { ...current, service: e.target.value };
                  const defaults = serviceDefaults(chosen, current.from, duration);
                  return { ...current, service: chosen.uuid, to: defaults.to, price: centsToEuros(defaults.price) };
                });
              }}
            />
            {services.find((s) => s.uuid === form.service && s.price_to > s.price_from) ? (
              <p className="cal-hint">
                {(() => {
                  const chosen = services.find((s) => s.uuid === form.service)!;
                  return t('panel.price_range', { from: centsToEuros(chosen.price_from), to: centsToEuros(chosen.price_to) });
                })()}
              </p>
            ) : null}
          </FormItem>
        ) : null}
        {appointment && appointment.status !== 0 ? (
          <FormItem label={t('panel.status')} htmlFor={f('status')}>
            <Select
              id={f('status')}
              value={String(form.status)}
              disabled={!editable}
              options={statusChoices(appointment.status)
                .filter((s) => s !== 4 || can('calendar_delete'))
                .map((s) => ({ value: String(s), label: t(statusKey(s)) }))}
              onChange={(e) => set('status', Number(e.target.value) as AppointmentStatus)}
            />
          </FormItem>
        ) : null}
        <FormItem label={t('panel.comment')} htmlFor={f('comment')}>
          <Textarea id={f('comment')} value={form.comment} disabled={!editable} onChange={(e) => set('comment', e.target.value)} />
        </FormItem>
        {appointment?.outside_work_time ? (
          <p className="cal-hint cal-warning" role="note">
            {t('errors:USER_NOT_WORKING')}
          </p>
        ) : null}
        {appointment && can('calendar_edit') && canStart(appointment.status) && !isToday ? (
          <p id={f('start-note')} className="cal-hint">
            {t('panel.start_only_today')}
          </p>
        ) : null}
        <ProductsUsed appointment={appointment} />
        <div className="cal-panel__actions">
          {editable ? (
            <Button type="submit" disabled={busy}>
              {appointment ? t('panel.save') : t('panel.create')}
            </Button>
          ) : null}
          {appointment && can('calendar_edit') && canStart(appointment.status) ? (
            <Button
              variant="secondary"
              disabled={busy || !isToday}
              title={isToday ? undefined : t('panel.start_only_today')}
              aria-describedby={isToday ? undefined : f('start-note')}
              onClick={() => action.mutate('start')}
            >
              {t('panel.start')}
            </Button>
          ) : null}
          {appointment && can('calendar_edit') && canEnd(appointment.status) ? (
            <Button variant="secondary" disabled={busy} onClick={() => action.mutate('end')}>
              {t('panel.end')}
            </Button>
          ) : null}
          <InvoiceButton appointment={appointment} branch={branch} />
          {appointment && appointment.status !== 0 ? <DentalCardLink appointment={appointment} /> : null}
          {appointment && can('calendar_delete') && canCancel(appointment.status) ? (
            <Button variant="ghost" className="cal-danger" disabled={busy} onClick={() => setConfirmCancel(true)}>
              {t('panel.cancel_appointment')}
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirmCancel}
        title={t('panel.cancel_confirm_title')}
        text={t('panel.cancel_confirm_text')}
        confirmLabel={t('panel.cancel_confirm_yes')}
        cancelLabel={t('panel.keep')}
        danger
        busy={action.isPending}
        onConfirm={() => action.mutate('cancel')}
        onCancel={() => setConfirmCancel(false)}
      />
    </aside>
  );
}
