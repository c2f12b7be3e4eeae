import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@dental/contracts';
import { Card, EmptyState, ErrorCard, FormItem, IconClipboard, Input, LoadingBlock, Page, Table, useDateFormat } from '@dental/ui';
import { useOutbox } from '../data/outbox';

/** /test/outbox: what `npm start`'s local SMTP and SMPP catchers received, filtered by recipient. */
export function OutboxPage() {
  const { t } = useTranslation('shell');
  const dates = useDateFormat();
  const [to, setTo] = useState('');
  const outbox = useOutbox(to.trim());
  let body;
  if (outbox.isPending) body = <LoadingBlock />;
  else if (outbox.isError) body = <ErrorCard text={t('outbox.load_failed')} onRetry={() => void outbox.refetch()} />;
  else if (outbox.data === null) body = <EmptyState icon={<IconClipboard />} title={t('outbox.off_title')} text={t('outbox.off_text')} />;
  else if (!outbox.data.length) body = <EmptyState icon={<IconClipboard />} title={t('outbox.empty_title')} text={t('outbox.empty_text')} />;
  else
    body = (
      <Table<OutboxMessage>
        caption={t('outbox.title')}
        rows={[...outbox.data].reverse()}
        rowKey={(row) => `${row.channel}:${row.to}:${row.received_at}:${row.text.length}`}
        columns={[
          { key: 'received', header: t('outbox.received_at'), render: (row) => dates.dateTime(row.received_at) },
          { key: 'channel', header: t('outbox.channel'), render: (row) => t(`outbox.channels.${row.channel}`) },
          { key: 'to', header: t('outbox.to'), render: (row) => row.to },
          { key: 'subject', header: t('outbox.subject'), render: (row) => row.subject },
          { key: 'text', header: t('outbox.text'), render: (row) => <span className="outbox-text">{row.text}</span> },
        ]}
      />
    );
  return (
    <Page title={t('outbox.title')} subtitle={t('outbox.intro')}>
      <Card>
        <FormItem label={t('outbox.filter')} htmlFor="outbox-to">
          <Input id="outbox-to" value={to} onChange={(event) => setTo(event.target.value)} maxLength={200} />
        </FormItem>
        {body}
      </Card>
    </Page>
  );
}
