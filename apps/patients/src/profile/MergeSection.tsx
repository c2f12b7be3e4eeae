import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient, PatientListItem } from '@dental/contracts';
import { Button, Card, ConfirmDialog, toast } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { useMergePatient } from '../data/patients';
import { fullName } from '../lib/labels';
import { failed } from '../lib/notify';
import { PatientPicker } from './PatientPicker';

/**
 * "Merge into…" (patients_delete): pick the card to keep; after a confirmation that says what
 * moves, everything of this card moves there and this card is deleted. Opens the kept card.
 */
export function MergeSection({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const merge = useMergePatient(patient.uuid);
  const [into, setInto] = useState<PatientListItem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const from = fullName(patient);

  const run = async () => {
    if (!into) return;
    try {
      const answer = await merge.mutateAsync({ into_uuid: into.uuid, version: patient.version });
      toast.success(t('merge.done', { name: fullName(answer.data) }));
      navigate(`/patients/${answer.data.uuid}/details`, { replace: true });
    } catch (error) {
      failed(t, 'merge.failed', error);
      setConfirming(false);
    }
  };

  return (
    <Card title={t('merge.title')}>
      <p className="pt-muted">{t('merge.text')}</p>
      <PatientPicker excludeUuid={patient.uuid} value={into} onChange={setInto} />
      <div className="pt-form__actions">
        <Button variant="secondary" className="pt-danger-text" disabled={!into} onClick={() => setConfirming(true)}>
          {t('actions.merge')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming && into !== null}
        title={t('merge.confirm_title', { name: into ? fullName(into) : '' })}
        text={<p>{t('merge.confirm_text', { from, into: into ? fullName(into) : '' })}</p>}
        confirmLabel={t('actions.merge_confirm')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
        busy={merge.isPending}
        danger
      />
    </Card>
  );
}
