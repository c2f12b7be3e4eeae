import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarPatient } from '@dental/contracts';
import { isApiError } from '@dental/api-client';
import { Button, FormItem, FormMessage, Input } from '@dental/ui';
import { useCreatePatient } from '../data/patients';
import { fieldsFromSearch } from './booking-defaults';

/**
 * A new patient from the booking panel's search (patients_add): the names (or phone) typed into
 * the search are filled in; once created, the patient is the appointment's. The full card is
 * completed later on the patient's page.
 */
export function NewPatientForm({ search, onCreated, onCancel }: { search: string; onCreated: (patient: CalendarPatient) => void; onCancel: () => void }) {
  const { t } = useTranslation(['calendar', 'errors']);
  const id = useId();
  const create = useCreatePatient();
  const [values, setValues] = useState(() => fieldsFromSearch(search));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!values.first_name.trim()) missing.first_name = t('panel.first_name_required');
    if (!values.last_name.trim()) missing.last_name = t('panel.last_name_required');
    setErrors(missing);
    setMessage('');
    if (Object.keys(missing).length) return;
    try {
      const patient = await create.mutateAsync({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      });
      onCreated({ uuid: patient.uuid, first_name: patient.first_name, last_name: patient.last_name, phone: patient.phone, personal_code: patient.personal_code, alerts: patient.alerts });
    } catch (error) {
      if (isApiError(error)) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([path, text]) => [path.split('.')[0], text])));
        setMessage(error.message);
      } else {
        setMessage(t('panel.create_patient_failed'));
      }
    }
  };

  const field = (name: keyof typeof values, label: string, required: boolean, type = 'text') => (
    <FormItem label={label} htmlFor={`${id}-${name}`} error={errors[name]} required={required}>
      <Input
        id={`${id}-${name}`}
        type={type}
        value={values[name]}
        invalid={!!errors[name]}
        autoComplete="off"
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    </FormItem>
  );

  // The panel's tabs sit above its booking form, not inside it: this is a form of its own.
  return (
    <form className="cal-new-patient" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={`${id}-title`} className="cal-subtitle">
        {t('panel.new_patient')}
      </h3>
      {message ? <FormMessage>{message}</FormMessage> : null}
      {field('first_name', t('panel.first_name'), true)}
      {field('last_name', t('panel.last_name'), true)}
      {field('phone', t('panel.phone'), false, 'tel')}
      <div className="cal-new-patient__actions">
        <Button type="submit" disabled={create.isPending}>
          {t('panel.create_and_choose')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
          {t('panel.cancel_new_patient')}
        </Button>
      </div>
    </form>
  );
}
