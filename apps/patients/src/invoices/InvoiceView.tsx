import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, Payment, PaymentKindCode } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { ConfirmDialog, toast } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { useInvoiceActions } from '../data/invoices';
import { failed } from '../lib/notify';
import { CreditNoteDialog } from './CreditNoteDialog';
import { DraftEditor } from './DraftEditor';
import { useMoney } from './format';
import { InvoiceHeader } from './InvoiceHeader';
import { InvoiceLines } from './InvoiceLines';
import { InvoicePayments } from './InvoicePayments';
import { PaymentDialog } from './PaymentDialog';

type Confirm = { kind: 'issue' } | { kind: 'delete' } | { kind: 'cancel_payment'; payment: Payment } | null;

/** The failure toast of each confirmed action (`invoices:toast.*`). */
const FAILED: Record<NonNullable<Confirm>['kind'], string> = { issue: 'issue_failed', delete: 'delete_failed', cancel_payment: 'payment_cancel_failed' };

/**
 * One invoice or credit note: its header and actions, lines and totals, the draft's editor or the
 * payments, and the dialogs its actions open (pay, refund an overpayment, credit note, and the
 * confirmations before issuing, deleting or canceling a payment).
 */
export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const can = useCan();
  const money = useMoney();
  const navigate = useNavigate();
  const actions = useInvoiceActions(invoice);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [paying, setPaying] = useState<PaymentKindCode | null>(null);
  const [crediting, setCrediting] = useState(false);
  const draft = invoice.status === 'draft';
  const isCredit = invoice.kind === 'credit_note';
  const list = `/patients/${invoice.patient.uuid}/invoices`;
  const title = isCredit ? t('titles.credit_note', { number: invoice.invoice_id ?? '' }) : draft ? t('titles.draft') : t('titles.invoice', { number: invoice.invoice_id ?? '' });

  const onConfirm = async () => {
    if (!confirm) return;
    try {
      if (confirm.kind === 'issue') {
        const issued = await actions.issue.mutateAsync();
        toast.success(t('toast.issued', { number: issued.invoice_id ?? '' }));
      } else if (confirm.kind === 'delete') {
        await actions.remove.mutateAsync();
        toast.success(t('toast.deleted'));
        navigate(list, { replace: true });
      } else {
        await actions.cancelPayment.mutateAsync(confirm.payment.uuid);
        toast.success(t(confirm.payment.kind === 'refund' ? 'toast.refund_canceled' : 'toast.payment_canceled'));
      }
    } catch (error) {
      failed(t, `invoices:toast.${FAILED[confirm.kind]}`, error);
    }
    setConfirm(null);
  };

  const canceling = confirm?.kind === 'cancel_payment' ? confirm.payment : null;
  const cancelKey = canceling?.kind === 'refund' ? 'cancel_refund' : 'cancel_payment';

  return (
    <div className="inv-sections">
      <InvoiceHeader
        invoice={invoice}
        title={title}
        actions={{
          issue: () => setConfirm({ kind: 'issue' }),
          remove: () => setConfirm({ kind: 'delete' }),
          pay: () => setPaying('payment'),
          refund: () => setPaying('refund'),
          credit: () => setCrediting(true),
        }}
      />
      <InvoiceLines invoice={invoice} />

      {draft && can('invoices_edit') ? (
        <DraftEditor
          invoice={invoice}
          busy={actions.edit.isPending}
          onSave={async (body) => {
            await actions.edit.mutateAsync(body).then(
              () => toast.success(t('toast.updated')),
              (error: unknown) => {
                failed(t, 'invoices:toast.update_failed', error);
                throw error;
              },
            );
          }}
        />
      ) : null}

      {!draft && !isCredit ? <InvoicePayments invoice={invoice} onCancel={(payment) => setConfirm({ kind: 'cancel_payment', payment })} /> : null}

      <PaymentDialog
        kind={paying ?? 'payment'}
        open={paying !== null}
        limit={paying === 'refund' ? invoice.amount_overpaid : invoice.amount_remaining}
        busy={actions.pay.isPending || actions.refund.isPending}
        onClose={() => setPaying(null)}
        onSubmit={async (body) => {
          await (paying === 'refund' ? actions.refund : actions.pay).mutateAsync(body);
          toast.success(t(paying === 'refund' ? 'toast.refund_created' : 'toast.payment_created'));
          setPaying(null);
        }}
      />
      <CreditNoteDialog
        open={crediting}
        lines={[...invoice.services, ...invoice.products]}
        busy={actions.creditNote.isPending}
        onClose={() => setCrediting(false)}
        onCreate={async (body) => {
          const note = await actions.creditNote.mutateAsync(body);
          toast.success(t('toast.credit_created', { number: note.invoice_id ?? '' }));
          setCrediting(false);
          navigate(`${list}/${note.uuid}`);
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`confirm.${confirm.kind === 'cancel_payment' ? cancelKey : confirm.kind}_title`) : ''}
        text={confirm ? <p>{canceling ? t(`confirm.${cancelKey}_text`, { amount: money(Math.abs(canceling.amount)) }) : t(`confirm.${confirm.kind}_text`)}</p> : ''}
        confirmLabel={confirm?.kind === 'issue' ? t('actions.issue') : confirm?.kind === 'delete' ? t('actions.delete') : t(`actions.${cancelKey}`)}
        cancelLabel={t('actions.keep')}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirm(null)}
        busy={actions.issue.isPending || actions.remove.isPending || actions.cancelPayment.isPending}
        danger={confirm?.kind !== 'issue'}
      />
    </div>
  );
}
