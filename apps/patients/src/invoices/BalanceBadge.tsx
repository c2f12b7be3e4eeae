import { useTranslation } from 'react-i18next';
import { usePatientBalance } from '../data/invoices';
import { useMoney } from './format';

/**
 * What the patient owes across issued invoices (less credit notes and payments), in the patient
 * header. Nothing owed shows nothing; the caller renders it only with patients_invoices_view.
 */
export default function BalanceBadge({ patient }: { patient: string }) {
  const { t } = useTranslation('invoices');
  const money = useMoney();
  const balance = usePatientBalance(patient, true);
  if (!balance.data || balance.data.amount_remaining <= 0) return null;
  return (
    <span className="inv-badge inv-badge--owes" data-testid="patient-balance">
      {t('invoice.balance', { amount: money(balance.data.amount_remaining) })}
    </span>
  );
}
