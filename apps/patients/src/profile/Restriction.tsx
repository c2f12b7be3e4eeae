import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Patient } from '@dental/contracts';
import { addNamespaceBundle } from '@dental/i18n/browser';
import rightsTexts from '@dental/i18n/bundles/rights';
import { Button, Card, FormItem, Modal, Textarea, useDateFormat } from '@dental/ui';
import { useSetRestriction } from '../data/patient-data-rights';
import { fullName } from '../lib/labels';
import { failed } from '../lib/notify';

addNamespaceBundle('rights', rightsTexts);

/** The restriction of processing on the data rights' card: its state, and setting or lifting it with a reason. */
export function RestrictionPart({ patient }: { patient: Patient }) {
  const { t } = useTranslation('rights');
  const dates = useDateFormat();
  const set = useSetRestriction(patient.uuid);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const restricted = patient.restricted_at !== null;
  const name = fullName(patient);
  const submit = async () => {
    setTried(true);
    if (!reason.trim()) return;
    try {
      await set.mutateAsync({ restricted: !restricted, reason: reason.trim(), version: patient.version });
      setOpen(false);
      setReason('');
      setTried(false);
    } catch (error) {
      failed(t, 'restriction.failed', error);
    }
  };
  return (
    <div className="pt-rights__part">
      <h3>{t('restriction.title')}</h3>
      <p className="pt-muted">
        {restricted ? t('restriction.active', { since: dates.dateTime(patient.restricted_at ?? ''), reason: patient.restriction_reason ?? '' }) : t('restriction.none')}
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {restricted ? t('restriction.lift') : t('restriction.restrict')}
      </Button>
      {open ? (
        <Modal open title={t(restricted ? 'restriction.lift_title' : 'restriction.restrict_title', { name })} onClose={() => setOpen(false)}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <FormItem label={t('restriction.reason')} htmlFor="restriction-reason" required error={tried && !reason.trim() ? t('errors:field_required', { name: t('restriction.reason') }) : null}>
              <Textarea id="restriction-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            </FormItem>
            <div className="dc-confirm__actions">
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={set.isPending}>
                {t('restriction.cancel')}
              </Button>
              <Button type="submit" disabled={set.isPending}>
                {set.isPending ? t('restriction.saving') : t('restriction.save')}
              </Button>
            </div>
          </form>
        </Modal>
      ) : null}
    </div>
  );
}

/** A restricted card asks why it is opened (the server's 409 PATIENT_RESTRICTED); the reason goes with every read of it. */
export function RestrictedRead({ onReason }: { onReason: (reason: string) => void }) {
  const { t } = useTranslation('rights');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  return (
    <Card title={t('restriction.read_title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (reason.trim()) onReason(reason.trim());
        }}
      >
        <p>{t('restriction.read_text')}</p>
        <FormItem label={t('restriction.read_reason')} htmlFor="read-reason" required error={tried && !reason.trim() ? t('errors:field_required', { name: t('restriction.read_reason') }) : null}>
          <Textarea id="read-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </FormItem>
        <div className="pt-form__actions">
          <Button type="submit">{t('restriction.open')}</Button>
        </div>
      </form>
    </Card>
  );
}
