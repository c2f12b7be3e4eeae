import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, PatientSettings } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Page, toast } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { patientSettingsApi } from '../data/patient-settings';
import { useCreatePatient } from '../data/patients';
import { PatientForm } from '../form/PatientForm';
import { createBody, emptyValues } from '../form/form-model';
import { announceWarnings, duplicateStopOf } from '../form/save-warnings';
import { failed } from '../lib/notify';
import { CommunicationFields, DEFAULT_COMMUNICATION, type Communication } from '../profile/CommunicationFields';

/** /patients/new: the whole card at once; communication choices are saved right after the card. */
export function NewPatientPage() {
  const { t, i18n } = useTranslation('patients');
  const navigate = useNavigate();
  const createPatient = useCreatePatient();
  const can = useCan();
  const withSettings = can('patients_settings_view');
  const [communication, setCommunication] = useState<Communication>({ ...DEFAULT_COMMUNICATION, communication_language: (i18n.language as Language) ?? 'lv' });
  const [initial] = useState(emptyValues);

  const submit = async (values: typeof initial, confirmDuplicate: boolean) => {
    let answer;
    try {
      answer = await createPatient.mutateAsync({ ...createBody(values), ...(confirmDuplicate ? { confirm_duplicate: true } : {}) });
    } catch (error) {
      // A duplicate stop is the form's question to the user, not a failure.
      if (!duplicateStopOf(error)) failed(t, 'toast.create_failed', error);
      throw error;
    }
    const uuid = answer.data.uuid;
    toast.success(t('toast.created'));
    const duplicates = announceWarnings(t, answer);
    const differs = (Object.keys(DEFAULT_COMMUNICATION) as (keyof Communication)[]).some((k) => communication[k] !== DEFAULT_COMMUNICATION[k]);
    if (withSettings && differs) {
      try {
        const current: PatientSettings = await patientSettingsApi.get(uuid);
        await patientSettingsApi.set(uuid, { ...communication, version: current.version });
      } catch (error) {
        failed(t, 'toast.settings_failed', error);
      }
    }
    navigate(`/patients/${uuid}/details`, { state: { duplicates } });
  };

  return (
    <Page title={t('titles.new')}>
      <PatientForm initial={initial} onSubmit={submit} onCancel={() => navigate('/patients')}>
        {withSettings ? <CommunicationFields value={communication} onChange={setCommunication} /> : null}
      </PatientForm>
    </Page>
  );
}
