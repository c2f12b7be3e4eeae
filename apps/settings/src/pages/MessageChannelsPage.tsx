import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageChannelSettings } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { isApiError } from '@dental/api-client';
import { Button, Card, Checkbox, ErrorCard, FormItem, Input, LoadingBlock, Page, toast } from '@dental/ui';
import { useMessageChannels, useSaveMessageChannel } from '../data/message-channels';

/** One channel's form: server, port, user, a secret typed anew (never shown), the sender's name. */
function ChannelForm({ settings, editable }: { settings: MessageChannelSettings; editable: boolean }) {
  const { t } = useTranslation('settings');
  const save = useSaveMessageChannel();
  const [draft, setDraft] = useState({ enabled: settings.enabled, host: settings.host, port: String(settings.port), user: settings.user, sender_name: settings.sender_name });
  const [secret, setSecret] = useState('');
  const id = (field: string) => `channel-${settings.channel}-${field}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        channel: settings.channel,
        body: { ...draft, port: Number(draft.port), ...(secret ? { secret } : {}), version: settings.version },
      });
      setSecret('');
      toast.success(t('message_channels.saved'));
    } catch (error) {
      toast.error(isApiError(error) && error.status < 500 ? `${t('message_channels.save_failed')}: ${error.message}` : t('message_channels.save_failed'));
    }
  };

  return (
    <Card title={t(`message_channels.${settings.channel}`)}>
      <form onSubmit={(event) => void submit(event)}>
        <Checkbox label={t('message_channels.enabled')} checked={draft.enabled} disabled={!editable} onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })} />
        <FormItem label={t('message_channels.host')} htmlFor={id('host')}>
          <Input id={id('host')} value={draft.host} disabled={!editable} onChange={(event) => setDraft({ ...draft, host: event.target.value })} maxLength={255} />
        </FormItem>
        <FormItem label={t('message_channels.port')} htmlFor={id('port')}>
          <Input id={id('port')} type="number" min={1} max={65535} value={draft.port} disabled={!editable} onChange={(event) => setDraft({ ...draft, port: event.target.value })} />
        </FormItem>
        <FormItem label={t('message_channels.user')} htmlFor={id('user')}>
          <Input id={id('user')} value={draft.user} disabled={!editable} onChange={(event) => setDraft({ ...draft, user: event.target.value })} maxLength={255} autoComplete="off" />
        </FormItem>
        <FormItem label={t('message_channels.secret')} htmlFor={id('secret')}>
          <Input
            id={id('secret')}
            type="password"
            value={secret}
            disabled={!editable}
            placeholder={settings.has_secret ? t('message_channels.secret_set') : t('message_channels.secret_none')}
            onChange={(event) => setSecret(event.target.value)}
            autoComplete="new-password"
          />
        </FormItem>
        <FormItem label={t('message_channels.sender_name')} htmlFor={id('sender')}>
          <Input id={id('sender')} value={draft.sender_name} disabled={!editable} onChange={(event) => setDraft({ ...draft, sender_name: event.target.value })} maxLength={100} required />
        </FormItem>
        {editable ? (
          <div className="dc-confirm__actions">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('message_channels.saving') : t('message_channels.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}

/** /settings/messages: the company's e-mail (SMTP) and SMS (SMPP) channels; branch_edit saves them. */
export function MessageChannelsPage() {
  const { t } = useTranslation('settings');
  const can = useCan();
  const channels = useMessageChannels();
  let body;
  if (channels.isPending) body = <LoadingBlock />;
  else if (channels.isError) body = <ErrorCard text={t('message_channels.load_failed')} onRetry={() => void channels.refetch()} />;
  else body = channels.data.map((settings) => <ChannelForm key={`${settings.channel}:${settings.version}`} settings={settings} editable={can('branch_edit')} />);
  return (
    <Page title={t('titles.message_channels')} subtitle={t('message_channels.intro')}>
      <div className="settings-message-channels">{body}</div>
    </Page>
  );
}
