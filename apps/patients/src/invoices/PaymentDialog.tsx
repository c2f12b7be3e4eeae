import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentCreate, PaymentKindCode, PaymentMethodCode } from '@dental/contracts';
import { PAYMENT_METHODS } from '@dental/contracts/values';
import { isApiError } from '@dental/api-client';
import { centsToInput, parseEuros } from '@dental/domain-money';
import { Button, FormItem, FormMessage, Input, Modal, Select } from '@dental/ui';
import { useMoney } from './format';

/** The texts of each kind: money in (`invoices:pay.*`) or paid back (`invoices:refund.*`). */
const TEXTS = { payment: 'pay', refund: 'refund' } as const satisfies Record<PaymentKindCode, string>;

/**
 * "Pay" (money in, at most what remains) and "Refund" (money paid back, at most what was
 * overpaid): a method (1-5) and an amount, the whole limit proposed. An amount above the limit is
 * stopped here; the server's own refusal (another payment came first, nothing left) is shown in
 * the dialog as it said it, so the person sees why and can change the amount.
 */
export function PaymentDialog({
  kind,
  open,
  limit,
  busy,
  onSubmit,
  onClose,
}: {
  kind: PaymentKindCode;
  open: boolean;
  /** Cents: what remains to be paid, or what was overpaid. */
  limit: number;
  busy: boolean;
  onSubmit: (body: PaymentCreate) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const money = useMoney();
  const id = useId();
  const texts = TEXTS[kind];
  const [method, setMethod] = useState<PaymentMethodCode>(1);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setMethod(1);
    setAmount(centsToInput(limit));
    setError(null);
    setRefusal(null);
  }, [open, limit]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parseEuros(amount);
    if (cents === null || Number.isNaN(cents) || cents <= 0) return setError(t('pay.invalid_amount'));
    if (cents > limit) return setError(t(`${texts}.over_limit`, { amount: money(limit) }));
    setError(null);
    setRefusal(null);
    try {
      await onSubmit({ method, amount: cents });
    } catch (failure) {
      // 4xx: the server's translated reason (its field message when it named the amount).
      if (isApiError(failure) && failure.status < 500) setRefusal(failure.fields.amount ?? failure.message);
      else setRefusal(t(`toast.${kind}_failed`));
    }
  };

  return (
    <Modal open={open} title={t(`${texts}.title`)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>{t(`${texts}.limit`, { amount: money(limit) })}</p>
        {refusal ? <FormMessage>{refusal}</FormMessage> : null}
        <FormItem label={t('columns.method')} htmlFor={`${id}-method`}>
          <Select
            id={`${id}-method`}
            value={String(method)}
            onChange={(e) => setMethod(PAYMENT_METHODS.find((m) => String(m) === e.target.value) ?? 1)}
            options={PAYMENT_METHODS.map((m) => ({ value: String(m), label: t(`method.${m}`) }))}
          />
        </FormItem>
        <FormItem label={t('columns.amount')} htmlFor={`${id}-amount`} error={error} required>
          <Input id={`${id}-amount`} inputMode="decimal" value={amount} invalid={!!error} onChange={(e) => setAmount(e.target.value)} />
        </FormItem>
        <div className="inv-actions">
          <Button type="submit" disabled={busy}>
            {t(`${texts}.submit`)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
