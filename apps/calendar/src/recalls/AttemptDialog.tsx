import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recall, RecallAttemptChannel, RecallAttemptCreate, RecallAttemptOutcome } from '@dental/contracts';
import { RECALL_ATTEMPT_CHANNELS, RECALL_ATTEMPT_OUTCOMES } from '@dental/contracts/values';
import { Button, FormItem, FormMessage, Modal, Select, Textarea, toast, useDateFormat } from '@dental/ui';
import { personName } from '../data/reference-data';
import { toastFailure } from '../data/appointments';
import { recallsApi, useRecallWrite } from '../data/recalls';

/**
 * Logs a call (or message, or letter) to the patient and what came of it; the attempts since the
 * due date was set are listed below, newest first.
 */
export function AttemptDialog({ recall, timeZone, onClose }: { recall: Recall; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation('recalls');
  const dates = useDateFormat();
  const id = useId();
  const [channel, setChannel] = useState<RecallAttemptChannel>('phone');
  const [outcome, setOutcome] = useState<RecallAttemptOutcome | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const log = useRecallWrite(
    (attempt: RecallAttemptCreate) => recallsApi.logAttempt(recall.uuid, attempt),
    () => {
      toast.success(t('toast.logged'));
      onClose();
    },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!outcome);
    if (outcome) log.mutate({ channel, outcome, note: note.trim() || null }, { onError: (error) => toastFailure(error, t('toast.log_failed')) });
  };
  return (
    <Modal open title={t('attempt.title', { patient: personName(recall.patient) })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {missing ? <FormMessage>{t('errors:form_invalid')}</FormMessage> : null}
        <FormItem label={t('attempt.channel')} htmlFor={`${id}-channel`}>
          <Select
            id={`${id}-channel`}
            value={channel}
            onChange={(e) => setChannel(e.target.value as RecallAttemptChannel)}
            options={RECALL_ATTEMPT_CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) }))}
          />
        </FormItem>
        <fieldset className="cal-choices rc-outcomes" aria-invalid={missing || undefined} aria-describedby={missing ? `${id}-outcome-error` : undefined}>
          <legend className="dc-form-item__label">
            {t('attempt.outcome')}
            <span className="dc-form-item__required" aria-hidden="true">
              *
            </span>
          </legend>
          {RECALL_ATTEMPT_OUTCOMES.map((o) => (
            <label key={o} className="dc-checkbox">
              <input type="radio" name={`${id}-outcome`} value={o} checked={outcome === o} onChange={() => setOutcome(o)} />
              <span>{t(`outcome.${o}`)}</span>
            </label>
          ))}
          {missing ? (
            <p id={`${id}-outcome-error`} className="dc-form-item__error">
              {t('errors:field_required', { name: t('attempt.outcome') })}
            </p>
          ) : null}
        </fieldset>
        <FormItem label={t('attempt.note')} htmlFor={`${id}-note`}>
          <Textarea id={`${id}-note`} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
        </FormItem>
        <Button type="submit" disabled={log.isPending}>
          {t('attempt.save')}
        </Button>
      </form>
      {recall.attempts.length ? (
        <section className="rc-earlier" aria-labelledby={`${id}-earlier`}>
          <h3 id={`${id}-earlier`} className="cal-subtitle">
            {t('attempt.earlier')}
          </h3>
          <ul className="cal-plain">
            {recall.attempts.map((a) => (
              <li key={a.uuid}>
                {t('attempt_line', { date: dates.dateTime(a.created_at, timeZone), channel: t(`channel.${a.channel}`), outcome: t(`outcome.${a.outcome}`) })}
                {a.user ? ` · ${t('attempt.by', { name: personName(a.user) })}` : ''}
                {a.note ? ` · ${a.note}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Modal>
  );
}
