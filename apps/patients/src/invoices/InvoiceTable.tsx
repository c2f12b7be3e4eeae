import { useTranslation } from 'react-i18next';
import type { InvoiceListRow, InvoiceSums } from '@dental/contracts';
import { TableScroll, useDateFormat } from '@dental/ui';
import { Link, useNavigate } from '@dental/ui/router';
import { numberOf, personName, statusOf, useMoney } from './format';

export const invoiceHref = (row: Pick<InvoiceListRow, 'uuid' | 'patient'>) => `/patients/${row.patient.uuid}/invoices/${row.uuid}`;

/**
 * Rows of invoices (the branch's list, a patient's tab): the number opens the invoice; a row is
 * clickable too. Narrow screens (768 px) keep number, patient, status and what remains.
 */
export function InvoiceTable({ rows, caption, withPatient, stale }: { rows: InvoiceListRow[]; caption: string; withPatient: boolean; stale?: boolean }) {
  const { t } = useTranslation('invoices');
  const dates = useDateFormat();
  const money = useMoney();
  const navigate = useNavigate();
  return (
    <TableScroll label={caption} className={stale ? 'pt-stale' : undefined}>
      <table className="dc-table pt-table">
        <caption className="dc-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.number')}</th>
            <th scope="col" className="inv-wide-only">{t('columns.date')}</th>
            {withPatient ? <th scope="col">{t('columns.patient')}</th> : null}
            <th scope="col" className="inv-wide-only">{t('columns.doctor')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col" className="inv-wide-only">{t('columns.payment_type')}</th>
            <th scope="col" className="inv-money inv-wide-only">{t('columns.total')}</th>
            <th scope="col" className="inv-money">{t('columns.to_pay')}</th>
            <th scope="col" className="inv-money inv-wide-only">{t('columns.paid')}</th>
            <th scope="col" className="inv-money">{t('columns.remaining')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const status = statusOf(row);
            const number = row.kind === 'credit_note' ? `${t('kind.credit_note')} ${row.invoice_id ?? ''}` : numberOf(row, t('status.draft'));
            return (
              <tr key={row.uuid} className="pt-row" onClick={() => navigate(invoiceHref(row))}>
                <td>
                  <Link to={invoiceHref(row)} onClick={(e) => e.stopPropagation()} className="pt-name" aria-label={t('list.open', { number })}>
                    {number}
                  </Link>
                </td>
                <td className="inv-wide-only">{dates.date(row.issued_at ?? row.created_at)}</td>
                {withPatient ? <td>{personName(row.patient)}</td> : null}
                <td className="inv-wide-only">{personName(row.doctor)}</td>
                <td>{row.kind === 'credit_note' ? <span className="inv-badge">{t('kind.credit_note')}</span> : <span className={`inv-badge inv-badge--${status}`}>{t(`status.${status}`)}</span>}</td>
                <td className="inv-wide-only">{row.status === 'draft' ? '' : t(`payment_type.${row.payment_type}`)}</td>
                <td className="inv-money inv-wide-only">{money(row.price_total)}</td>
                <td className="inv-money">{money(row.kind === 'credit_note' ? row.price_to_pay : row.amount)}</td>
                <td className="inv-money inv-wide-only">{money(row.amount_paid)}</td>
                <td className="inv-money">{money(row.amount_remaining)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The sums of every filtered row (not only this page), as the server computed them. */
export function InvoiceSumsBar({ sums }: { sums: InvoiceSums }) {
  const { t } = useTranslation('invoices');
  const money = useMoney();
  return (
    <section aria-label={t('list.sums', { count: sums.count })}>
      <dl className="inv-sums">
        <div>
          <dt>{t('columns.to_pay')}</dt>
          <dd data-testid="sum-total">{money(sums.price_to_pay)}</dd>
        </div>
        <div>
          <dt>{t('columns.paid')}</dt>
          <dd data-testid="sum-paid">{money(sums.amount_paid)}</dd>
        </div>
        <div>
          <dt>{t('columns.remaining')}</dt>
          <dd data-testid="sum-remaining">{money(sums.amount_remaining)}</dd>
        </div>
      </dl>
      {/* What these sums are, beside what the incomes report counts (docs/decisions.md, "Reports"). */}
      <p className="inv-sums__note" data-testid="sums-note">
        {t('list.sums_note')}
      </p>
    </section>
  );
}
