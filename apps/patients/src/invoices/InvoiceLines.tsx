import { useTranslation } from 'react-i18next';
import type { Invoice } from '@dental/contracts';
import { Card, EmptyState, IconInvoice, TableScroll } from '@dental/ui';
import { useMoney } from './format';

/** Refunded so far: the counted refunds, as a positive amount (their rows are negative). */
const refundedOf = (invoice: Invoice) => -invoice.payments.filter((p) => p.kind === 'refund' && p.status === 2).reduce((sum, p) => sum + p.amount, 0);

/**
 * The services and products with their amounts, and the totals under them: what the patient pays,
 * what is paid, refunded and remaining on an invoice; on a credit note, what goes back (worded as a
 * credit, never as something to pay).
 */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const money = useMoney();
  const lines = [...invoice.services, ...invoice.products];
  const isCredit = invoice.kind === 'credit_note';
  const issuedInvoice = invoice.status === 'issued' && !isCredit;
  const refunded = refundedOf(invoice);
  return (
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
            <dt>{t(isCredit ? 'invoice.credit_insurance' : 'invoice.insurance')}</dt>
            <dd>{money(invoice.price_insurance)}</dd>
          </>
        ) : null}
        <dt className="inv-strong">{t(isCredit ? 'invoice.credit_patient' : 'invoice.to_pay')}</dt>
        <dd className="inv-strong" data-testid="to-pay">
          {money(invoice.price_to_pay)}
        </dd>
        {issuedInvoice ? (
          <>
            {invoice.amount_credited ? (
              <>
                <dt>{t('invoice.credited')}</dt>
                <dd>{money(invoice.amount_credited)}</dd>
              </>
            ) : null}
            <dt>{t('columns.paid')}</dt>
            <dd data-testid="amount-paid">{money(invoice.amount_paid + refunded)}</dd>
            {refunded ? (
              <>
                <dt>{t('invoice.refunded')}</dt>
                <dd data-testid="amount-refunded">{money(refunded)}</dd>
              </>
            ) : null}
            <dt className="inv-strong">{t('columns.remaining')}</dt>
            <dd className="inv-strong" data-testid="amount-remaining">
              {money(invoice.amount_remaining)}
            </dd>
            {invoice.amount_overpaid ? (
              <>
                <dt>{t('invoice.overpaid')}</dt>
                <dd data-testid="amount-overpaid">{money(invoice.amount_overpaid)}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
    </Card>
  );
}
