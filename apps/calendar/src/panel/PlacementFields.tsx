import { useTranslation } from 'react-i18next';
import type { Appointment, StaffMember } from '@dental/contracts';
import { FormItem, Input, Select } from '@dental/ui';
import { personName } from '../data/reference-data';
import type { BookingFormApi } from './useBookingForm';

/**
 * Where and when: the queue toggle (a new booking), then either the desired date (queued) or the
 * room, the practitioner, the date and the times, with what the panel proposed said beside them.
 */
export function PlacementFields({
  booking,
  appointment,
  rooms,
  staff,
  editable,
  fieldId,
}: {
  booking: BookingFormApi;
  appointment: Appointment | null;
  rooms: readonly { uuid: string; name: string }[];
  staff: StaffMember[];
  editable: boolean;
  fieldId: (name: string) => string;
}) {
  const { t } = useTranslation('calendar');
  const { form, set, errors } = booking;
  const doctors = staff.filter((s) => s.position_types.includes(1) || s.uuid === form.practitioner);
  return (
    <>
      {!appointment ? (
        <label className="dc-checkbox cal-queue-toggle">
          <input type="checkbox" checked={form.toQueue} onChange={(e) => set('toQueue', e.target.checked)} />
          <span>{t('panel.to_queue')}</span>
        </label>
      ) : null}
      {form.toQueue ? (
        <FormItem label={t('panel.desired_date')} htmlFor={fieldId('desired')}>
          <Input id={fieldId('desired')} type="date" value={form.desiredDate} disabled={!editable} onChange={(e) => set('desiredDate', e.target.value)} />
        </FormItem>
      ) : (
        <>
          {booking.freeSlotNote ? (
            <p className="cal-hint" role="status">
              {t(booking.freeSlotNote === 'found' ? 'panel.free_slot_found' : 'panel.free_slot_none')}
            </p>
          ) : null}
          <FormItem label={t('panel.room')} htmlFor={fieldId('room')} error={errors.room} required>
            <Select
              id={fieldId('room')}
              value={form.room}
              disabled={!editable}
              invalid={!!errors.room}
              placeholder={t('panel.none')}
              options={rooms.map((r) => ({ value: r.uuid, label: r.name }))}
              onChange={(e) => booking.setPlace('room', e.target.value)}
            />
          </FormItem>
          <FormItem label={t('panel.practitioner')} htmlFor={fieldId('practitioner')} error={errors.practitioner} required>
            <Select
              id={fieldId('practitioner')}
              value={form.practitioner}
              disabled={!editable}
              invalid={!!errors.practitioner}
              placeholder={t('panel.choose_practitioner')}
              options={doctors.map((s) => ({ value: s.uuid, label: personName(s) }))}
              onChange={(e) => booking.choosePractitioner(e.target.value)}
            />
          </FormItem>
          {!appointment && form.practitioner && !form.practitionerChosen ? <p className="cal-hint">{t('panel.practitioner_proposed')}</p> : null}
          <FormItem label={t('panel.date')} htmlFor={fieldId('date')}>
            <Input id={fieldId('date')} type="date" value={form.date} disabled={!editable} onChange={(e) => booking.setPlace('date', e.target.value)} />
          </FormItem>
          <div className="cal-row2">
            <FormItem label={t('panel.time_from')} htmlFor={fieldId('from')}>
              <Input id={fieldId('from')} type="time" step={300} value={form.from} disabled={!editable} onChange={(e) => booking.setFrom(e.target.value)} />
            </FormItem>
            <FormItem label={t('panel.time_to')} htmlFor={fieldId('to')} error={errors.to}>
              <Input id={fieldId('to')} type="time" step={300} value={form.to} disabled={!editable} invalid={!!errors.to} onChange={(e) => booking.setTo(e.target.value)} />
            </FormItem>
          </div>
        </>
      )}
    </>
  );
}
