import { useTranslation } from 'react-i18next';
import { usePatientBalance } from '../data/invoices';
import { useMoney } from './format';

/**
 * What the patient owes in all (issued invoices less credit notes and payments, plus a debt
 * carried over from the clinic's previous system), or the credit they have, in the patient header.
 * A carried-over part is named beside it. Nothing owed shows nothing; the caller renders it only
 * with patients_invoices_view.
 */
export default function BalanceBadge({ patient }: { patient: string }) {
  const { t } = useTranslation('invoices');
  const money = useMoney();
  const balance = usePatientBalance(patient, true);
  if (!balance.data || balance.data.balance === 0) return null;
  const { balance: total, opening_balance: opening } = balance.data;
  return (
    <span className={`inv-badge ${total > 0 ? 'inv-badge--owes' : 'inv-badge--paid'}`} data-testid="patient-balance">
      {total > 0 ? t('invoice.balance', { amount: money(total) }) : t('invoice.credit', { amount: money(-total) })}
      {opening !== 0 ? <span className="inv-badge__note"> · {t('invoice.carried_over', { amount: money(opening) })}</span> : null}
    </span>
  );
}
