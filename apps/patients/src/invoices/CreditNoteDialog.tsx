import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditNoteCreate, InvoiceLine } from '@dental/contracts';
import { isApiError } from '@dental/api-client';
import { Button, FormItem, FormMessage, Input, Modal, Textarea } from '@dental/ui';

/** What is left of a line to reverse (credit notes already made count). */
const leftOf = (line: InvoiceLine) => Math.max(0, Math.round((line.count - line.credited_count) * 1000) / 1000);

/** Credit note: choose the lines to reverse and how many of each (all of what is left proposed), and why (printed on the note). */
export function CreditNoteDialog({
  open,
  lines,
  busy,
  onCreate,
  onClose,
}: {
  open: boolean;
  lines: InvoiceLine[];
  busy: boolean;
  onCreate: (body: CreditNoteCreate) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const id = useId();
  const open_lines = lines.filter((l) => leftOf(l) > 0);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  useEffect(() => {
    if (!open) return;
    setChosen({});
    setReason('');
    setError(null);
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const picked = open_lines.filter((l) => chosen[l.uuid] !== undefined);
    if (picked.length === 0) return setError(t('credit.none_chosen'));
    const reversed: NonNullable<CreditNoteCreate['lines']> = [];
    for (const l of picked) {
      const count = Number(chosen[l.uuid].replace(',', '.'));
      if (!(count > 0 && count <= leftOf(l))) return setError(t('lines.invalid_count'));
      reversed.push({ line_uuid: l.uuid, count });
    }
    const body: CreditNoteCreate = { lines: reversed, reason: reason.trim() || null };
    setError(null);
    try {
      await onCreate(body);
    } catch (failure) {
      setError(isApiError(failure) && failure.status < 500 ? failure.message : t('toast.credit_failed'));
    }
  };

  return (
    <Modal open={open} title={t('credit.title')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {error ? <FormMessage>{error}</FormMessage> : null}
        {open_lines.map((l) => (
          <div key={l.uuid} className="inv-credit-line">
            <label className="dc-checkbox">
              <input
                type="checkbox"
                checked={chosen[l.uuid] !== undefined}
                onChange={(e) =>
                  setChosen((c) => {
                    const next = { ...c };
                    if (e.target.checked) next[l.uuid] = String(leftOf(l));
                    else delete next[l.uuid];
                    return next;
                  })
                }
              />
              <span>{t('credit.reverse', { name: l.name })}</span>
            </label>
            <Input
              id={`${id}-${l.uuid}`}
              aria-label={t('credit.count', { name: l.name })}
              inputMode="decimal"
              className="inv-count"
              disabled={chosen[l.uuid] === undefined}
              value={chosen[l.uuid] ?? String(leftOf(l))}
              onChange={(e) => setChosen((c) => ({ ...c, [l.uuid]: e.target.value }))}
            />
          </div>
        ))}
        <FormItem label={t('credit.reason')} htmlFor={`${id}-reason`}>
          <Textarea id={`${id}-reason`} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormItem>
        <div className="inv-actions">
          <Button type="submit" disabled={busy}>
            {t('credit.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
