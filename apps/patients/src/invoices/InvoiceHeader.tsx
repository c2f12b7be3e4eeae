import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@dental/contracts';
import { downloadBlob, type Download } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { Button, Card, useDateFormat } from '@dental/ui';
import { Link } from '@dental/ui/router';
import { invoicesApi } from '../data/invoices';
import { failed } from '../lib/notify';
import { personName, statusOf } from './format';

/** What the header's buttons start; the view holds the dialogs and confirmations they open. */
export interface InvoiceHeaderActions {
  issue: () => void;
  remove: () => void;
  pay: () => void;
  refund: () => void;
  credit: () => void;
}

/** The invoice's title and state, who and when, its credit-note links, and the toolbar of what can be done with it now. */
export function InvoiceHeader({ invoice, title, actions }: { invoice: Invoice; title: string; actions: InvoiceHeaderActions }) {
  const { t } = useTranslation('invoices');
  const can = useCan();
  const dates = useDateFormat();
  const [downloading, setDownloading] = useState<'pdf' | 'ubl' | null>(null);
  const draft = invoice.status === 'draft';
  const isCredit = invoice.kind === 'credit_note';
  const lines = [...invoice.services, ...invoice.products];
  const status = statusOf(invoice);
  const list = `/patients/${invoice.patient.uuid}/invoices`;
  const issuedInvoice = !draft && !isCredit;

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

  return (
    <Card>
      <div className="inv-head">
        <h2 className="dc-card__title inv-flat">{title}</h2>
        {isCredit ? <span className="inv-badge">{t('kind.credit_note')}</span> : <span className={`inv-badge inv-badge--${status}`}>{t(`status.${status}`)}</span>}
        {issuedInvoice && invoice.amount_paid > 0 ? <span>{t(`payment_type.${invoice.payment_type}`)}</span> : null}
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
            <Button onClick={actions.issue} disabled={lines.length === 0}>
              {t('actions.issue')}
            </Button>
            <Button variant="secondary" className="pt-danger-text" onClick={actions.remove}>
              {t('actions.delete')}
            </Button>
          </>
        ) : null}
        {issuedInvoice && can('payments_add') && invoice.amount_remaining > 0 ? <Button onClick={actions.pay}>{t('actions.pay')}</Button> : null}
        {issuedInvoice && can('payments_add') && invoice.amount_overpaid > 0 ? <Button onClick={actions.refund}>{t('actions.refund')}</Button> : null}
        {!draft ? (
          <>
            <Button variant="secondary" onClick={() => void download('pdf')} disabled={downloading !== null}>
              {t('actions.pdf')}
            </Button>
            <Button variant="secondary" onClick={() => void download('ubl')} disabled={downloading !== null}>
              {t('actions.ubl')}
            </Button>
          </>
        ) : null}
        {issuedInvoice && can('invoices_edit') && lines.some((l) => l.count > l.credited_count) ? (
          <Button variant="secondary" onClick={actions.credit}>
            {t('actions.credit_note')}
          </Button>
        ) : null}
        <Link to={list}>{t('actions.back')}</Link>
      </div>
    </Card>
  );
}
