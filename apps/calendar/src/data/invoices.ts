import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { Appointment, Invoice, InvoiceListAnswer } from '@dental/contracts';
import { INVOICE_PATHS } from '@dental/contracts/values';
import { calendarKeys } from './appointments';

const path = (p: string) => p.replace(/^\/api/, '');

/**
 * The invoice of an ended appointment: the one already made for it (a draft or an issued invoice
 * among the patient's), else a new draft from its treatment (POST /api/invoices {appointment_uuid}).
 * The calendar is refreshed: invoicing moves the appointment on (9, 10).
 */
export function useAppointmentInvoice(branch: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (appointment: Appointment): Promise<Invoice | Pick<Invoice, 'uuid'>> => {
      const mine = await api.raw<InvoiceListAnswer>('GET', path(INVOICE_PATHS.list), {
        query: { patient_uuid: appointment.patient.uuid, kind: 'invoice', sort: 'created_at', order: 'desc', per_page: 200 },
      });
      const existing = mine.data.find((row) => row.appointment_uuid === appointment.uuid);
      if (existing) return existing;
      return api.post<Invoice>(path(INVOICE_PATHS.list), { appointment_uuid: appointment.uuid });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: calendarKeys.branch(branch) }),
  });
}
