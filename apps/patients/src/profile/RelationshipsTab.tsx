import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KinshipType, Patient, PatientListItem, PatientRelationship } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Button, ConfirmDialog, FormItem, IconPatients, ListState, Modal, Select, toast, useDateFormat } from '@dental/ui';
import { Link } from '@dental/ui/router';
import { KINSHIP_TYPES } from '@dental/contracts/values';
import { useLinkRelative, useRelationships, useUnlinkRelative } from '../data/patient-relationships';
import { fullName } from '../lib/labels';
import { failed } from '../lib/notify';
import { PatientPicker } from './PatientPicker';

/** Links a relative: "<relative> is this patient's <type>". */
function LinkDialog({ patient, onClose }: { patient: Patient; onClose: () => void }) {
  const { t } = useTranslation('patients');
  const link = useLinkRelative(patient.uuid);
  const [relative, setRelative] = useState<PatientListItem | null>(null);
  const [type, setType] = useState<KinshipType>(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const save = async () => {
    if (!relative) {
      setError(t('errors:field_required', { name: t('kinship.relative') }));
      return;
    }
    setBusy(true);
    try {
      await link.mutateAsync({ relative: relative.uuid, type });
      toast.success(t('toast.link_added'));
      onClose();
    } catch (e) {
      failed(t, 'toast.link_failed', e);
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('actions.link')} onClose={onClose}>
      <div className={error && !relative ? 'dc-form-item dc-form-item--error' : 'dc-form-item'}>
        <PatientPicker excludeUuid={patient.uuid} value={relative} onChange={(p) => { setRelative(p); setError(''); }} />
        {error && !relative ? <p className="dc-form-item__error" role="alert">{error}</p> : null}
      </div>
      <FormItem label={t('kinship.role')} htmlFor="kinship-type">
        <Select id="kinship-type" value={String(type)} onChange={(e) => setType(Number(e.target.value) as KinshipType)} options={KINSHIP_TYPES.map((k) => ({ value: String(k), label: t(`kinship.types.${k}`) }))} />
      </FormItem>
      {relative ? (
        <p className="pt-sentence">{t('kinship.sentence', { relative: fullName(relative), patient: fullName(patient), role: t(`kinship.types.${type}`).toLowerCase() })}</p>
      ) : null}
      <div className="dc-confirm__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={save} disabled={busy}>
          {busy ? t('actions.saving') : t('actions.link')}
        </Button>
      </div>
    </Modal>
  );
}

/** Kinship, read from this patient's side: what each linked person is to this patient. */
export function RelationshipsTab({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const dates = useDateFormat();
  const can = useCan();
  const links = useRelationships(patient.uuid);
  const unlinkRelative = useUnlinkRelative(patient.uuid);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PatientRelationship | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = can('patients_edit');

  const unlink = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await unlinkRelative.mutateAsync(removing);
      toast.success(t('toast.link_removed'));
    } catch (e) {
      failed(t, 'toast.unlink_failed', e);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const add = editable ? <Button onClick={() => setAdding(true)}>{t('actions.link')}</Button> : undefined;
  return (
    <>
      <ListState
        query={links}
        errorText={t('toast.load_failed')}
        isEmpty={(list) => list.length === 0}
        empty={{ icon: <IconPatients size={28} />, title: t('empty.relationships_title'), text: t('empty.relationships_text'), action: add, card: true }}
      >
        {(list) => (
          <>
            {add ? <div className="pt-toolbar">{add}</div> : null}
            <ul className="pt-cards" aria-label={t('tabs.relationships')}>
              {list.map((link) => (
                <li key={link.uuid} className="dc-card pt-person">
                  <span className="pt-role">{t(`kinship.roles.${link.role}`)}</span>
                  <Link to={`/patients/${link.relative.uuid}/details`} className="pt-name">
                    {fullName(link.relative)}
                  </Link>
                  <span className="pt-muted">{[link.relative.personal_code, dates.date(link.relative.dob), link.relative.phone].filter(Boolean).join(' · ')}</span>
                  {editable ? (
                    <Button variant="ghost" className="pt-danger-text" onClick={() => setRemoving(link)} aria-label={`${t('actions.unlink')}: ${fullName(link.relative)}`}>
                      {t('actions.unlink')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </ListState>
      {adding ? <LinkDialog patient={patient} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('confirm.unlink_title')}
        text={<p>{t('confirm.unlink_text', { name: removing ? fullName(removing.relative) : '' })}</p>}
        confirmLabel={t('actions.unlink')}
        cancelLabel={t('actions.cancel')}
        onConfirm={unlink}
        onCancel={() => setRemoving(null)}
        busy={busy}
        danger
      />
    </>
  );
}
