import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recall, RecallOverrideKind } from '@dental/contracts';
import { RECALL_OVERRIDE_KINDS } from '@dental/contracts/values';
import { isApiError } from '@dental/api-client';
import { Button, FormItem, FormMessage, Input, Modal, Textarea, toast, useDateFormat } from '@dental/ui';
import { personName } from '../data/reference-data';
import { addDays, addMonths } from '../lib/dates';
import { toastFailure } from '../data/appointments';
import { recallsApi, useRecallWrite } from '../data/recalls';

/**
 * The due date by hand, with its reason: another date (set) or a later one (snooze, proposed a
 * month after the current date). The server's rule is checked here first, with its message.
 */
export function DueDateDialog({ recall, onClose }: { recall: Recall; onClose: () => void }) {
  const { t } = useTranslation('recalls');
  const dates = useDateFormat();
  const id = useId();
  const [kind, setKind] = useState<RecallOverrideKind>('snooze');
  const [date, setDate] = useState(addMonths(recall.due_date, 1));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useRecallWrite(
    () => recallsApi.edit(recall.uuid, { kind, due_date: date, reason: reason.trim(), version: recall.version }),
    () => {
      toast.success(t('toast.date_saved'));
      onClose();
    },
  );
  const choose = (next: RecallOverrideKind) => {
    setKind(next);
    setDate(next === 'snooze' ? addMonths(recall.due_date, 1) : recall.due_date);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!date) found.due_date = t('errors:field_required', { name: t('due.date') });
    else if (kind === 'snooze' && date <= recall.due_date) found.due_date = t('errors:recall_snooze_not_later', { date: dates.date(recall.due_date) });
    if (!reason.trim()) found.reason = t('errors:field_required', { name: t('due.reason') });
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(undefined, {
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
        else toastFailure(error, t('toast.date_failed'));
      },
    });
  };
  return (
    <Modal open title={t('due.title', { patient: personName(recall.patient) })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {Object.keys(errors).length ? <FormMessage>{t('errors:form_invalid')}</FormMessage> : null}
        <fieldset className="cal-choices">
          <legend className="dc-form-item__label">{t('due.kind')}</legend>
          {RECALL_OVERRIDE_KINDS.map((k) => (
            <label key={k} className="dc-checkbox">
              <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => choose(k)} />
              <span>{t(`due.${k}`)}</span>
            </label>
          ))}
          <p className="cal-hint">{t(`due.${kind}_hint`)}</p>
        </fieldset>
        <FormItem label={t('due.date')} htmlFor={`${id}-date`} required error={errors.due_date}>
          <Input
            id={`${id}-date`}
            type="date"
            value={date}
            min={kind === 'snooze' ? addDays(recall.due_date, 1) : undefined}
            invalid={!!errors.due_date}
            onChange={(e) => setDate(e.target.value)}
          />
        </FormItem>
        <FormItem label={t('due.reason')} htmlFor={`${id}-reason`} required error={errors.reason}>
          <Textarea id={`${id}-reason`} value={reason} maxLength={500} invalid={!!errors.reason} onChange={(e) => setReason(e.target.value)} />
        </FormItem>
        <Button type="submit" disabled={save.isPending}>
          {t('due.save')}
        </Button>
      </form>
    </Modal>
  );
}
