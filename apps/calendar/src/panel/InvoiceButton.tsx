import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Button } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { toastFailure } from '../data/appointments';
import { useAppointmentInvoice } from '../data/invoices';

/**
 * "Invoice" on an ended appointment (8; and 9, 10 once invoiced): opens its invoice in the patient's
 * card, making the draft from its treatment first when there is none (issue 13).
 */
export function InvoiceButton({ appointment, branch }: { appointment: Appointment | null; branch: string }) {
  const { t } = useTranslation('calendar');
  const can = useCan();
  const navigate = useNavigate();
  const invoice = useAppointmentInvoice(branch);
  if (!appointment || appointment.status < 8 || !can('patients_invoices_view')) return null;
  if (appointment.status === 8 && !can('invoices_edit')) return null;
  const open = () =>
    invoice.mutate(appointment, {
      onSuccess: (made) => navigate(`/patients/${appointment.patient.uuid}/invoices/${made.uuid}`),
      onError: (error) => toastFailure(error, t('invoice.failed')),
    });
  return (
    <Button variant="secondary" disabled={invoice.isPending} title={t('invoice.open_hint')} onClick={open}>
      {t('invoice.open')}
    </Button>
  );
}
