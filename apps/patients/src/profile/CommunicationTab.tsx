import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageChannelName, Patient, PatientMessage } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Button, Card, EmptyState, ErrorCard, FormItem, IconClipboard, Input, LoadingBlock, Pagination, Select, Table, Textarea, toast, useDateFormat } from '@dental/ui';
import { usePatientMessages, useResendPatientMessage, useSendPatientMessage } from '../data/patient-messages';
import { failed } from '../lib/notify';
import { pagerLabels } from '../lib/pager';

/** A message typed by hand (patients_edit): channel, subject for an e-mail, text. */
function ManualMessageForm({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const send = useSendPatientMessage(patient.uuid);
  const [channel, setChannel] = useState<MessageChannelName>('sms');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await send.mutateAsync({ channel, text, ...(channel === 'email' ? { subject } : {}) });
      toast.success(t('communication.sent'));
      setText('');
      setSubject('');
    } catch (error) {
      failed(t, 'communication.send_failed', error);
    }
  };

  return (
    <Card title={t('communication.new_title')}>
      <form onSubmit={(event) => void submit(event)}>
        <FormItem label={t('communication.channel')} htmlFor="message-channel">
          <Select
            id="message-channel"
            value={channel}
            onChange={(event) => setChannel(event.target.value as MessageChannelName)}
            options={[
              { value: 'sms', label: t('communication.channels.sms') },
              { value: 'email', label: t('communication.channels.email') },
            ]}
          />
        </FormItem>
        {channel === 'email' ? (
          <FormItem label={t('communication.subject')} htmlFor="message-subject">
            <Input id="message-subject" value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={200} required />
          </FormItem>
        ) : null}
        <FormItem label={t('communication.text')} htmlFor="message-text">
          <Textarea id="message-text" value={text} onChange={(event) => setText(event.target.value)} maxLength={2000} required />
        </FormItem>
        <div className="dc-confirm__actions">
          <Button type="submit" disabled={send.isPending || !text.trim()}>
            {send.isPending ? t('communication.sending') : t('communication.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * The Communication tab: every message to the patient (reminders, invitations, messages by hand)
 * with its channel, time and state (a failure with its reason), each to be sent again; a new
 * message by hand below (patients_edit).
 */
export function CommunicationTab({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const can = useCan();
  const dates = useDateFormat();
  const [page, setPage] = useState(1);
  const messages = usePatientMessages(patient.uuid, page);
  const resend = useResendPatientMessage(patient.uuid);
  const editable = can('patients_edit');

  const again = async (message: PatientMessage) => {
    try {
      await resend.mutateAsync(message.uuid);
      toast.success(t('communication.resent'));
    } catch (error) {
      failed(t, 'communication.send_failed', error);
    }
  };

  let list;
  if (messages.isPending) list = <LoadingBlock />;
  else if (messages.isError) list = <ErrorCard text={t('toast.load_failed')} onRetry={() => void messages.refetch()} />;
  else if (!messages.data.data.length) list = <EmptyState icon={<IconClipboard />} title={t('communication.empty_title')} text={t('communication.empty_text')} />;
  else {
    const { data, meta } = messages.data;
    list = (
      <>
        <Table<PatientMessage>
          caption={t('communication.title')}
          rows={data}
          rowKey={(row) => row.uuid}
          columns={[
            { key: 'time', header: t('communication.time'), render: (row) => dates.dateTime(row.sent_at ?? row.created_at) },
            { key: 'channel', header: t('communication.channel'), render: (row) => t(`communication.channels.${row.channel}`) },
            { key: 'kind', header: t('communication.kind'), render: (row) => t(`communication.kinds.${row.kind}`) },
            { key: 'to', header: t('communication.to'), render: (row) => row.to },
            { key: 'text', header: t('communication.text'), render: (row) => row.subject || row.text.split('\n')[0] },
            {
              key: 'state',
              header: t('communication.state'),
              render: (row) => (row.state === 'failed' && row.failure_reason ? `${t('communication.states.failed')}: ${row.failure_reason}` : t(`communication.states.${row.state}`)),
            },
            {
              key: 'actions',
              header: t('communication.actions'),
              render: (row) =>
                editable ? (
                  <Button variant="secondary" onClick={() => void again(row)} disabled={resend.isPending}>
                    {t('communication.resend')}
                  </Button>
                ) : null,
            },
          ]}
        />
        <Pagination page={page} perPage={meta.per_page} total={meta.total} onPage={setPage} labels={pagerLabels(t)} />
      </>
    );
  }

  return (
    <div className="pt-communication">
      <Card title={t('communication.title')}>{list}</Card>
      {editable ? <ManualMessageForm patient={patient} /> : null}
    </div>
  );
}
