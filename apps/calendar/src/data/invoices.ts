import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { Appointment, AppointmentProduct, AppointmentProductCreate, Invoice, InvoiceListRow, PatientBalance, Product } from '@dental/contracts';
import { clientPath, INVOICE_ROUTES as R } from '@dental/contracts/values';
import { calendarKeys } from './appointments';

/**
 * The invoice of an ended appointment: the one already made for it (a draft or an issued invoice
 * among the patient's), else a new draft from its treatment (POST /api/invoices {appointment_uuid}).
 * The calendar is refreshed: invoicing moves the appointment on (9, 10).
 */
export function useAppointmentInvoice(branch: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (appointment: Appointment): Promise<Invoice | Pick<Invoice, 'uuid'>> => {
      // Every invoice of the patient (page after page): one past the first page's worth is still found.
      const mine = await api.all<InvoiceListRow>(clientPath(R.list), { patient_uuid: appointment.patient.uuid, kind: 'invoice', sort: 'created_at', order: 'desc' });
      const existing = mine.find((row) => row.appointment_uuid === appointment.uuid);
      if (existing) return existing;
      return api.call<Invoice>(R.create, { body: { appointment_uuid: appointment.uuid } });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: calendarKeys.branch(branch) }),
  });
}

/** What the patient owes across issued invoices (GET /api/invoices/balance), asked only with patients_invoices_view. */
export const usePatientBalance = (patient: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['invoices', 'balance', patient] as const,
    queryFn: () => api.call<PatientBalance>(R.balance, { query: { patient_uuid: patient } }),
    enabled: enabled && !!patient,
    staleTime: 30_000,
  });

const productsKey = (appointment: string) => ['invoices', 'products-used', appointment] as const;

/** An appointment's products used (patients_invoices_view). */
export const useProductsUsed = (appointment: string, enabled: boolean) =>
  useQuery({ queryKey: productsKey(appointment), queryFn: () => api.call<AppointmentProduct[]>(R.productsUsed, { params: { appointment_uuid: appointment } }), enabled });

/** The price list's products to choose from (product_settings_view, like the booking's services). */
export const useProductChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['settings', 'products', 'all'] as const,
    queryFn: () => api.all<Product>('/settings/products', { sort: 'name' }),
    enabled,
    staleTime: 5 * 60_000,
  });

/** Adds or removes a product used (invoices_edit); the list is read again after either. */
export function useProductsUsedWrite(appointment: string) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: productsKey(appointment) });
  return {
    add: useMutation({
      mutationFn: (body: AppointmentProductCreate) => api.call<AppointmentProduct>(R.addProductUsed, { params: { appointment_uuid: appointment }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (item: Pick<AppointmentProduct, 'uuid' | 'version'>) => api.call(R.removeProductUsed, { params: { appointment_uuid: appointment, uuid: item.uuid }, query: { version: item.version } }),
      onSuccess: refresh,
    }),
  };
}
