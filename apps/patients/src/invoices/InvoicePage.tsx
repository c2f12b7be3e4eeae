import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, Payment } from '@dental/contracts';
import { downloadBlob, isApiError, type Download } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { Button, Card, ConfirmDialog, EmptyState, ErrorCard, IconInvoice, LoadingBlock, TableScroll, toast, useDateFormat } from '@dental/ui';
import { Link, useNavigate, useParams } from '@dental/ui/router';
import { invoicesApi, useInvoice, useInvoiceActions } from '../data/invoices';
import { failed } from '../lib/notify';
import { CreditNoteDialog } from './CreditNoteDialog';
import { DraftEditor } from './DraftEditor';
import { personName, statusOf, useMoney } from './format';
import { PayDialog } from './PayDialog';

/** `/patients/{uuid}/invoices/{invoice_uuid}`: the invoice (or credit note), its lines and payments. */
export default function InvoicePage() {
  const { t } = useTranslation('invoices');
  const { invoice_uuid = '', patient_uuid = '' } = useParams();
  const invoice = useInvoice(invoice_uuid);
  const missing = isApiError(invoice.error) && (invoice.error.status === 404 || invoice.error.status === 400);

  if (invoice.isPending) return <LoadingBlock />;
  if (!invoice.data) {
    return missing ? (
      <Card>
        <EmptyState
          icon={<IconInvoice size={28} />}
          title={t('empty.not_found_title')}
          text={t('empty.not_found_text')}
          action={<Link to={`/patients/${patient_uuid}/invoices`}>{t('actions.back')}</Link>}
        />
      </Card>
    ) : (
      <ErrorCard text={t('toast.load_failed')} onRetry={() => void invoice.refetch()} retrying={invoice.isFetching} />
    );
  }
  return <InvoiceView invoice={invoice.data} />;
}

type Confirm = { kind: 'issue' } | { kind: 'delete' } | { kind: 'cancel_payment'; payment: Payment } | null;

export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const can = useCan();
  const dates = useDateFormat();
  const money = useMoney();
  const navigate = useNavigate();
  const actions = useInvoiceActions(invoice);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [paying, setPaying] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const [downloading, setDownloading] = useState<'pdf' | 'ubl' | null>(null);
  const draft = invoice.status === 'draft';
  const isCredit = invoice.kind === 'credit_note';
  const lines = [...invoice.services, ...invoice.products];
  const status = statusOf(invoice);
  const list = `/patients/${invoice.patient.uuid}/invoices`;
  const title = isCredit ? t('titles.credit_note', { number: invoice.invoice_id ?? '' }) : draft ? t('titles.draft') : t('titles.invoice', { number: invoice.invoice_id ?? '' });

  const canPay = !draft && !isCredit && can('payments_add') && invoice.amount_remaining > 0;
  const canCredit = !draft && !isCredit && can('invoices_edit') && lines.some((l) => l.count > l.credited_count);

  const download = async (kind: 'pdf' | 'ubl') => {
    setDownloading(kind);
    try {
      const file: Download = await invoicesApi[kind](invoice.uuid);
      downloadBlob(file.blob, file.filename ?? `${invoice.invoice_id ?? invoice.uuid}.${kind === 'pdf' ? 'pdf' : 'xml'}`);
    } catch (error) {
      failed(t, 'invoices:toast.download_failed', error);
    } finally {
      setDownloading(null);
    }
  };

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
        toast.success(t('toast.payment_canceled'));
      }
    } catch (error) {
      failed(t, `invoices:toast.${confirm.kind === 'issue' ? 'issue_failed' : confirm.kind === 'delete' ? 'delete_failed' : 'payment_cancel_failed'}`, error);
    }
    setConfirm(null);
  };

  return (
    <div className="inv-sections">
      <Card>
        <div className="inv-head">
          <h2 className="dc-card__title inv-flat">
            {title}
          </h2>
          {isCredit ? <span className="inv-badge">{t('kind.credit_note')}</span> : <span className={`inv-badge inv-badge--${status}`}>{t(`status.${status}`)}</span>}
          {!draft && !isCredit && invoice.amount_paid > 0 ? <span>{t(`payment_type.${invoice.payment_type}`)}</span> : null}
        </div>
        <dl className="inv-totals inv-facts">
          <dt>{t('columns.number')}</dt>
          <dd>{invoice.invoice_id ?? t('invoice.draft_number')}</dd>
          <dt>{draft ? t('invoice.created_at') : t('invoice.issued_at')}</dt>
          <dd>{dates.date(invoice.issued_at ?? invoice.created_at)}</dd>
          <dt>{t('columns.patient')}</dt>
          <dd>{personName(invoice.patient)}</dd>
          {invoice.doctor ? (
            <>
              <dt>{t('columns.doctor')}</dt>
              <dd>{personName(invoice.doctor)}</dd>
            </>
          ) : null}
          {invoice.payer ? (
            <>
              <dt>{t('titles.payer')}</dt>
              <dd>
                {invoice.payer.name}, {invoice.payer.registration_number}
                {invoice.payer.vat_number ? `, ${invoice.payer.vat_number}` : ''}, {invoice.payer.address}
              </dd>
            </>
          ) : null}
        </dl>
        {invoice.credited_invoice ? (
          <p>
            <Link to={`${list}/${invoice.credited_invoice.uuid}`}>{t('invoice.credit_of', { number: invoice.credited_invoice.invoice_id ?? '' })}</Link>
          </p>
        ) : null}
        {invoice.credit_notes.length ? (
          <p>
            {t('invoice.credit_notes')}:{' '}
            {invoice.credit_notes.map((n, i) => (
              <span key={n.uuid}>
                {i ? ', ' : ''}
                <Link to={`${list}/${n.uuid}`}>{n.invoice_id}</Link>
              </span>
            ))}
          </p>
        ) : null}
        <div className="inv-actions" role="toolbar" aria-label={title}>
          {draft && can('invoices_edit') ? (
            <>
              <Button onClick={() => setConfirm({ kind: 'issue' })} disabled={lines.length === 0}>
                {t('actions.issue')}
              </Button>
              <Button variant="secondary" className="pt-danger-text" onClick={() => setConfirm({ kind: 'delete' })}>
                {t('actions.delete')}
              </Button>
            </>
          ) : null}
          {canPay ? <Button onClick={() => setPaying(true)}>{t('actions.pay')}</Button> : null}
          {!draft ? (
            <Button variant="secondary" onClick={() => void download('pdf')} disabled={downloading !== null}>
              {t('actions.pdf')}
            </Button>
          ) : null}
          {!draft && invoice.payer ? (
            <Button variant="secondary" onClick={() => void download('ubl')} disabled={downloading !== null}>
              {t('actions.ubl')}
            </Button>
          ) : null}
          {canCredit ? (
            <Button variant="secondary" onClick={() => setCrediting(true)}>
              {t('actions.credit_note')}
            </Button>
          ) : null}
          <Link to={list}>{t('actions.back')}</Link>
        </div>
      </Card>

      <Card title={t('titles.lines')}>
        {lines.length === 0 ? (
          <EmptyState icon={<IconInvoice size={28} />} title={t('empty.lines_title')} />
        ) : (
          <TableScroll label={t('titles.lines')}>
            <table className="dc-table pt-table">
              <caption className="dc-visually-hidden">{t('titles.lines')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.name')}</th>
                  <th scope="col" className="inv-money">{t('columns.count')}</th>
                  <th scope="col" className="inv-money inv-wide-only">{t('columns.price')}</th>
                  <th scope="col" className="inv-money inv-wide-only">{t('columns.discount')}</th>
                  <th scope="col" className="inv-money inv-wide-only">{t('columns.vat')}</th>
                  <th scope="col" className="inv-money">{t('columns.line_total')}</th>
                  <th scope="col" className="inv-money inv-wide-only">{t('columns.insurance')}</th>
                  <th scope="col" className="inv-money">{t('columns.to_pay')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.uuid}>
                    <td>
                      {l.name}
                      {l.tooth ? ` · ${l.tooth}${l.sku_description ? ` ${l.sku_description}` : ''}` : ''}
                    </td>
                    <td className="inv-money">{l.count}</td>
                    <td className="inv-money inv-wide-only">{money(l.price)}</td>
                    <td className="inv-money inv-wide-only">{l.price_discount ? money(l.price_discount) : ''}</td>
                    <td className="inv-money inv-wide-only">{l.vat === 'exempt' || l.vat_rate_percent === 0 ? t('invoice.exempt') : `${l.vat_rate_percent}%`}</td>
                    <td className="inv-money">{money(l.price_total)}</td>
                    <td className="inv-money inv-wide-only">{l.price_insurance ? money(l.price_insurance) : ''}</td>
                    <td className="inv-money">{money(l.price_to_pay)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <dl className="inv-totals" aria-label={t('titles.totals')}>
          <dt>{t('invoice.without_vat')}</dt>
          <dd>{money(invoice.price_without_vat)}</dd>
          <dt>{t('columns.vat')}</dt>
          <dd>{money(invoice.price_vat)}</dd>
          <dt>{t('columns.total')}</dt>
          <dd>{money(invoice.price_total)}</dd>
          {invoice.price_insurance ? (
            <>
              <dt>{t('invoice.insurance')}</dt>
              <dd>{money(invoice.price_insurance)}</dd>
            </>
          ) : null}
          <dt className="inv-strong">{t('invoice.to_pay')}</dt>
          <dd className="inv-strong" data-testid="to-pay">{money(invoice.price_to_pay)}</dd>
          {!draft && !isCredit ? (
            <>
              <dt>{t('columns.paid')}</dt>
              <dd data-testid="amount-paid">{money(invoice.amount_paid)}</dd>
              <dt className="inv-strong">{t('columns.remaining')}</dt>
              <dd className="inv-strong" data-testid="amount-remaining">{money(invoice.amount_remaining)}</dd>
              {invoice.amount_overpaid ? (
                <>
                  <dt>{t('invoice.overpaid')}</dt>
                  <dd>{money(invoice.amount_overpaid)}</dd>
                </>
              ) : null}
            </>
          ) : null}
        </dl>
      </Card>

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

      {!draft && !isCredit ? (
        <Card title={t('titles.payments')}>
          {invoice.payments.length === 0 ? (
            <p>{t('empty.payments')}</p>
          ) : (
            <TableScroll label={t('titles.payments')}>
              <table className="dc-table pt-table">
                <caption className="dc-visually-hidden">{t('titles.payments')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.paid_at')}</th>
                    <th scope="col">{t('columns.method')}</th>
                    <th scope="col" className="inv-money">{t('columns.amount')}</th>
                    <th scope="col">{t('columns.status')}</th>
                    {can('payments_add') ? <th scope="col">{t('columns.actions')}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {invoice.payments.map((p) => (
                    <tr key={p.uuid}>
                      <td>{dates.dateTime(p.paid_at)}</td>
                      <td>{t(`method.${p.method}`)}</td>
                      <td className="inv-money">{money(p.amount)}</td>
                      <td>
                        <span className={`inv-badge${p.status === 2 ? ' inv-badge--paid' : ''}`}>{t(`payment_status.${p.status}`)}</span>
                      </td>
                      {can('payments_add') ? (
                        <td>
                          {p.status !== 3 ? (
                            <Button variant="ghost" className="pt-danger-text" onClick={() => setConfirm({ kind: 'cancel_payment', payment: p })}>
                              {t('actions.cancel_payment')}
                            </Button>
                          ) : null}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Card>
      ) : null}

      <PayDialog
        open={paying}
        remaining={invoice.amount_remaining}
        busy={actions.pay.isPending}
        onClose={() => setPaying(false)}
        onPay={async (body) => {
          await actions.pay.mutateAsync(body);
          toast.success(t('toast.payment_created'));
          setPaying(false);
        }}
      />
      <CreditNoteDialog
        open={crediting}
        lines={lines}
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
        title={confirm ? t(`confirm.${confirm.kind}_title`) : ''}
        text={confirm ? <p>{confirm.kind === 'cancel_payment' ? t('confirm.cancel_payment_text', { amount: money(confirm.payment.amount) }) : t(`confirm.${confirm.kind}_text`)}</p> : ''}
        confirmLabel={confirm?.kind === 'issue' ? t('actions.issue') : confirm?.kind === 'delete' ? t('actions.delete') : t('actions.cancel_payment')}
        cancelLabel={t('actions.keep')}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirm(null)}
        busy={actions.issue.isPending || actions.remove.isPending || actions.cancelPayment.isPending}
        danger={confirm?.kind !== 'issue'}
      />
    </div>
  );
}
