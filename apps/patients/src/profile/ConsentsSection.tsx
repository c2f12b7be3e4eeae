import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentChannel, ConsentMethod, ConsentPurpose, ConsentRecord, ConsentState, Patient } from '@dental/contracts';
import { CONSENT_CHANNELS, CONSENT_METHODS, CONSENT_PURPOSES, CONSENT_STATES } from '@dental/contracts/values';
import { useCan } from '@dental/auth';
import { addNamespaceBundle } from '@dental/i18n/browser';
import rightsTexts from '@dental/i18n/bundles/rights';
import { Button, Card, ErrorCard, FormItem, Input, LoadingBlock, Modal, Select, Table, toast, useDateFormat, type Column } from '@dental/ui';
import { useConsentRecords, useRecordConsent } from '../data/patient-consents';
import { fullName } from '../lib/labels';
import { failed } from '../lib/notify';

addNamespaceBundle('rights', rightsTexts);

/** Records a consent given or withdrawn: purpose, how, the text version shown. */
function ConsentDialog({ patient, onClose }: { patient: Patient; onClose: () => void }) {
  const { t } = useTranslation('rights');
  const record = useRecordConsent(patient.uuid);
  const [purpose, setPurpose] = useState<ConsentPurpose>('treatment');
  const [state, setState] = useState<ConsentState>('given');
  const [method, setMethod] = useState<ConsentMethod>('paper');
  const [channel, setChannel] = useState<ConsentChannel | ''>('');
  const [textVersion, setTextVersion] = useState('');
  const [error, setError] = useState('');
  const save = async () => {
    if (!textVersion.trim()) {
      setError(t('errors:field_required', { name: t('consents.text_version') }));
      return;
    }
    try {
      await record.mutateAsync({ purpose, state, method, text_version: textVersion.trim(), channel: purpose === 'marketing' && channel ? channel : null });
      toast.success(t('consents.saved'));
      onClose();
    } catch (e) {
      failed(t, 'consents.failed', e);
    }
  };
  return (
    <Modal open title={t('consents.add')} onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <FormItem label={t('consents.purpose')} htmlFor="consent-purpose">
          <Select id="consent-purpose" value={purpose} onChange={(e) => setPurpose(e.target.value as ConsentPurpose)} options={CONSENT_PURPOSES.map((p) => ({ value: p, label: t(`consents.purposes.${p}`) }))} />
        </FormItem>
        {purpose === 'marketing' ? (
          <FormItem label={t('consents.channel')} htmlFor="consent-channel">
            <Select
              id="consent-channel"
              value={channel}
              onChange={(e) => setChannel(e.target.value as ConsentChannel | '')}
              options={[{ value: '', label: t('consents.channel_all') }, ...CONSENT_CHANNELS.map((c) => ({ value: c, label: t(`consents.channels.${c}`) }))]}
            />
          </FormItem>
        ) : null}
        <FormItem label={t('consents.state')} htmlFor="consent-state">
          <Select id="consent-state" value={state} onChange={(e) => setState(e.target.value as ConsentState)} options={CONSENT_STATES.map((s) => ({ value: s, label: t(`consents.states.${s}`) }))} />
        </FormItem>
        <FormItem label={t('consents.method')} htmlFor="consent-method">
          <Select id="consent-method" value={method} onChange={(e) => setMethod(e.target.value as ConsentMethod)} options={CONSENT_METHODS.map((m) => ({ value: m, label: t(`consents.methods.${m}`) }))} />
        </FormItem>
        <FormItem label={t('consents.text_version')} htmlFor="consent-text-version" error={error && !textVersion.trim() ? error : undefined} required>
          <Input id="consent-text-version" value={textVersion} maxLength={50} onChange={(e) => setTextVersion(e.target.value)} />
        </FormItem>
        <div className="dc-confirm__actions">
          <Button variant="secondary" onClick={onClose} disabled={record.isPending}>
            {t('consents.cancel')}
          </Button>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? t('consents.saving') : t('consents.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The patient's consents: each purpose's current state and the history, newest first. */
export function ConsentsSection({ patient }: { patient: Patient }) {
  const { t } = useTranslation('rights');
  const dates = useDateFormat();
  const can = useCan();
  const consents = useConsentRecords(patient.uuid);
  const [adding, setAdding] = useState(false);
  const columns: Column<ConsentRecord>[] = [
    { key: 'recorded_at', header: t('consents.recorded_at'), render: (r) => dates.dateTime(r.recorded_at) },
    {
      key: 'purpose',
      header: t('consents.purpose'),
      render: (r) => (r.channel ? `${t(`consents.purposes.${r.purpose}`)} (${t(`consents.channels.${r.channel}`)})` : t(`consents.purposes.${r.purpose}`)),
    },
    { key: 'state', header: t('consents.state'), render: (r) => t(`consents.states.${r.state}`) },
    { key: 'method', header: t('consents.method'), render: (r) => (r.method ? t(`consents.methods.${r.method}`) : t('consents.settings_tab')) },
    { key: 'text_version', header: t('consents.text_version'), render: (r) => r.text_version ?? '—' },
    { key: 'recorded_by', header: t('consents.recorded_by'), render: (r) => (r.recorded_by ? fullName(r.recorded_by) : '—') },
  ];
  return (
    <Card title={t('consents.title')}>
      <p className="pt-muted">{t('consents.intro')}</p>
      {consents.isPending ? (
        <LoadingBlock />
      ) : consents.isError ? (
        <ErrorCard text={t('consents.load_failed')} onRetry={() => void consents.refetch()} />
      ) : (
        <>
          <dl className="pt-consents-now">
            {CONSENT_PURPOSES.map((purpose) => {
              const state = consents.data.current[purpose];
              return (
                <div key={purpose}>
                  <dt>{t(`consents.purposes.${purpose}`)}</dt>
                  <dd>{state ? t(`consents.states.${state}`) : t('consents.never')}</dd>
                </div>
              );
            })}
          </dl>
          <Table columns={columns} rows={consents.data.data} rowKey={(r) => r.uuid} caption={t('consents.caption')} empty={t('consents.empty')} />
        </>
      )}
      {can('patients_edit') ? (
        <div className="pt-form__actions">
          <Button onClick={() => setAdding(true)}>{t('consents.add')}</Button>
        </div>
      ) : null}
      {adding ? <ConsentDialog patient={patient} onClose={() => setAdding(false)} /> : null}
    </Card>
  );
}
