import { useTranslation } from 'react-i18next';
import type { Appointment, AppointmentReason, AppointmentStatus, Service } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { FormItem, Input, Select, Textarea } from '@dental/ui';
import { centsToInput } from '@dental/domain-money';
import { statusChoices, statusKey } from '../lib/status';
import { REASONS } from './booking-form';
import type { BookingFormApi } from './useBookingForm';

/** What the visit is: price and reason, the service (setting the end and the price), the status of a saved one, a comment. */
export function VisitFields({
  booking,
  appointment,
  services,
  editable,
  fieldId,
}: {
  booking: BookingFormApi;
  appointment: Appointment | null;
  services: Service[] | null;
  editable: boolean;
  fieldId: (name: string) => string;
}) {
  const { t } = useTranslation('calendar');
  const can = useCan();
  const { form, set, errors } = booking;
  const service = services?.find((s) => s.uuid === form.service);
  return (
    <>
      <div className="cal-row2">
        <FormItem label={t('panel.price')} htmlFor={fieldId('price')} error={errors.price}>
          <Input id={fieldId('price')} inputMode="decimal" value={form.price} disabled={!editable} invalid={!!errors.price} onChange={(e) => set('price', e.target.value)} />
        </FormItem>
        <FormItem label={t('panel.reason')} htmlFor={fieldId('reason')}>
          <Select
            id={fieldId('reason')}
            value={form.reason}
            disabled={!editable}
            options={REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
            onChange={(e) => set('reason', e.target.value as AppointmentReason)}
          />
        </FormItem>
      </div>
      {services ? (
        <FormItem
          label={t('panel.service')}
          htmlFor={fieldId('service')}
          hint={service && service.price_to > service.price_from ? t('panel.price_range', { from: centsToInput(service.price_from), to: centsToInput(service.price_to) }) : undefined}
        >
          <Select
            id={fieldId('service')}
            value={form.service}
            disabled={!editable}
            placeholder={t('panel.none')}
            options={services.map((s) => ({ value: s.uuid, label: s.name }))}
            onChange={(e) => booking.chooseService(e.target.value)}
          />
        </FormItem>
      ) : null}
      {appointment && appointment.status !== 0 ? (
        <FormItem label={t('panel.status')} htmlFor={fieldId('status')}>
          <Select
            id={fieldId('status')}
            value={String(form.status)}
            disabled={!editable}
            options={statusChoices(appointment.status)
              .filter((s) => s !== 4 || can('calendar_delete'))
              .map((s) => ({ value: String(s), label: t(statusKey(s)) }))}
            onChange={(e) => set('status', Number(e.target.value) as AppointmentStatus)}
          />
        </FormItem>
      ) : null}
      <FormItem label={t('panel.comment')} htmlFor={fieldId('comment')}>
        <Textarea id={fieldId('comment')} value={form.comment} disabled={!editable} onChange={(e) => set('comment', e.target.value)} />
      </FormItem>
    </>
  );
}
