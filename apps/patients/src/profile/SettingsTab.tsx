import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Button, ErrorCard, LoadingBlock, lazyScreen, toast } from '@dental/ui';
import { usePatientSettings, useSetPatientSettings } from '../data/patient-settings';
import { failed, isConflict } from '../lib/notify';
import { CommunicationFields, type Communication } from './CommunicationFields';
import { MergeSection } from './MergeSection';

// The data rights' sections (issue 28) load with their texts when the tab shows them.
const ConsentsSection = lazyScreen(() => import('./ConsentsSection').then((m) => m.ConsentsSection));
const DataRightsSection = lazyScreen(() => import('./DataRightsSection').then((m) => m.DataRightsSection));

/** The settings tab: communication language, SMS / e-mail reminders and their marketing flags. */
export function SettingsTab({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const can = useCan();
  const settings = usePatientSettings(patient.uuid);
  const setSettings = useSetPatientSettings(patient.uuid);
  const [draft, setDraft] = useState<Communication | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (settings.data && !draft) {
      const { version: _v, ...rest } = settings.data;
      setDraft(rest);
    }
  }, [settings.data, draft]);

  if (settings.isPending || !draft) return settings.isError ? <ErrorCard text={t('toast.load_failed')} onRetry={() => void settings.refetch()} /> : <LoadingBlock />;
  const editable = can('patients_edit');
  const dirty = settings.data ? (Object.keys(draft) as (keyof Communication)[]).some((k) => draft[k] !== settings.data[k]) : false;

  const save = async () => {
    if (!settings.data) return;
    setBusy(true);
    try {
      await setSettings.mutateAsync({ ...draft, version: settings.data.version });
      toast.success(t('toast.settings_saved'));
    } catch (error) {
      failed(t, 'toast.settings_failed', error);
      // Keep the choices on screen; learn the newer version for the next save.
      if (isConflict(error)) void settings.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pt-details">
      <form
        className="pt-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <CommunicationFields value={draft} onChange={setDraft} disabled={!editable || busy} />
        {editable ? (
          <div className="pt-form__actions">
            <Button type="submit" disabled={busy || !dirty}>
              {busy ? t('actions.saving') : t('actions.save')}
            </Button>
          </div>
        ) : null}
      </form>
      <ConsentsSection patient={patient} />
      <DataRightsSection patient={patient} />
      {can('patients_delete') ? <MergeSection patient={patient} /> : null}
    </div>
  );
}
