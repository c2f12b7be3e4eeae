import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatientMessage, Recall, RecallInvitation } from '@dental/contracts';
import { api } from '@dental/api-client';
import { Button, FormItem, Modal, Select, toast } from '@dental/ui';
import { personName } from '../data/reference-data';
import { toastFailure } from '../data/appointments';
import { recallKeys } from '../data/recalls';

type InviteChannel = RecallInvitation['channel'];
const CHANNELS: readonly InviteChannel[] = ['sms', 'email'];
/** The recall logs the invitation from the messages module's event: the list is read again once that has landed. */
const ATTEMPT_LANDS_MS = 1500;

/**
 * "Send an invitation" from the recall list: the branch's recall invitation template in the
 * patient's language on the chosen channel (the server needs the patient's marketing consent on
 * it and the channel on, and says which is missing); the recall then shows it as an attempt.
 */
export function InviteDialog({ recall, branch, onClose }: { recall: Recall; branch: string; onClose: () => void }) {
  const { t } = useTranslation('recalls');
  const id = useId();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<InviteChannel>('sms');
  const send = useMutation({
    mutationFn: (body: RecallInvitation) => api.post<PatientMessage>(`/patients/${recall.patient.uuid}/messages/recall-invitation`, body),
    onSuccess: () => {
      toast.success(t('toast.invited'));
      onClose();
      const refresh = () => void queryClient.invalidateQueries({ queryKey: recallKeys.all });
      refresh();
      setTimeout(refresh, ATTEMPT_LANDS_MS);
    },
    onError: (error) => toastFailure(error, t('toast.invite_failed')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate({ channel, branch_uuid: branch, recall_uuid: recall.uuid });
  };
  return (
    <Modal open title={t('invite.title', { patient: personName(recall.patient) })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="cal-hint">{t('invite.hint')}</p>
        <FormItem label={t('attempt.channel')} htmlFor={`${id}-channel`}>
          <Select id={`${id}-channel`} value={channel} onChange={(e) => setChannel(e.target.value as InviteChannel)} options={CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) }))} />
        </FormItem>
        <Button type="submit" disabled={send.isPending}>
          {t('invite.send')}
        </Button>
      </form>
    </Modal>
  );
}
