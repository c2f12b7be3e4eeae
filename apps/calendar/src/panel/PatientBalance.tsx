import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import { formatMoney } from '@dental/domain-money';
import { usePatientBalance } from '../data/invoices';

/**
 * Beside the patient in the booking panel: what the patient owes in all (issued invoices, and a
 * debt carried over from the previous system), for users with patients_invoices_view. Nothing
 * owed shows nothing, as in the patient's header.
 */
export function PatientBalance({ patient }: { patient: string | null }) {
  const { t, i18n } = useTranslation('calendar');
  const can = useCan();
  const balance = usePatientBalance(patient, can('patients_invoices_view'));
  const owed = balance.data?.balance ?? 0;
  if (!can('patients_invoices_view') || owed <= 0) return null;
  return (
    <span className="cal-balance" data-testid="calendar-patient-balance">
      {t('panel.balance', { amount: formatMoney(owed, i18n.language) })}
    </span>
  );
}
