import { useTranslation } from 'react-i18next';
import type { Invoice, Payment } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Button, Card, TableScroll, useDateFormat } from '@dental/ui';
import { useMoney } from './format';

/** An issued invoice's payments and refunds (a refund as money going back, its amount negative), each cancelable. */
export function InvoicePayments({ invoice, onCancel }: { invoice: Invoice; onCancel: (payment: Payment) => void }) {
  const { t } = useTranslation('invoices');
  const can = useCan();
  const dates = useDateFormat();
  const money = useMoney();
  return (
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
                <th scope="col">{t('columns.kind')}</th>
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
                  <td>{t(`payment_kind.${p.kind}`)}</td>
                  <td>{t(`method.${p.method}`)}</td>
                  <td className="inv-money">{money(p.amount)}</td>
                  <td>
                    <span className={`inv-badge${p.status === 2 ? ' inv-badge--paid' : ''}`}>{t(`payment_status.${p.status}`)}</span>
                  </td>
                  {can('payments_add') ? (
                    <td>
                      {p.status !== 3 ? (
                        <Button variant="ghost" className="pt-danger-text" onClick={() => onCancel(p)}>
                          {t(p.kind === 'refund' ? 'actions.cancel_refund' : 'actions.cancel_payment')}
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
  );
}
