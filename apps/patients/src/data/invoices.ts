import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Query } from '@dental/api-client';
import type {
  CreditNoteCreate,
  Invoice,
  InvoiceCreate,
  InvoiceEdit,
  InvoiceExportQuery,
  InvoiceListAnswer,
  InvoiceListQuery,
  PatientBalance,
  PaymentCreate,
  Product,
  Service,
} from '@dental/contracts';
import { clientPath, INVOICE_FILTER_KEYS, INVOICE_ROUTES as R } from '@dental/contracts/values';
import { keys } from './patients';

/**
 * Query keys of the invoice screens: everything under ['invoices'], so a write refreshes lists,
 * sums and balances with one prefix; one invoice under ['invoices', 'one', uuid].
 */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: ['invoices', 'list'] as const,
  list: (q: InvoiceListQuery) => ['invoices', 'list', q] as const,
  invoice: (uuid: string) => ['invoices', 'one', uuid] as const,
  balance: (patient: string) => ['invoices', 'balance', patient] as const,
  catalogue: (kind: 'services' | 'products') => ['settings', kind, 'all'] as const,
};

/** An empty filter is no filter: it is left out of the address (the API's queries are strict). */
const filters = (q: InvoiceExportQuery): Query =>
  Object.fromEntries(INVOICE_FILTER_KEYS.map((key) => [key, q[key] === '' ? undefined : q[key]]));

const one = (uuid: string) => ({ params: { uuid } });

export const invoicesApi = {
  /** A page of rows with the sums of every filtered row (`sums` beside `data` and `meta`, so raw). */
  list: (q: InvoiceListQuery, signal?: AbortSignal) =>
    api.raw<InvoiceListAnswer>(R.list.method, clientPath(R.list), {
      query: { ...filters(q), page: q.page, per_page: q.per_page, sort: q.sort, order: q.order },
      signal,
    }),
  exportCsv: (q: InvoiceExportQuery) => api.blob(clientPath(R.export), filters(q)),
  get: (uuid: string) => api.call<Invoice>(R.one, one(uuid)),
  create: (body: InvoiceCreate) => api.call<Invoice>(R.create, { body }),
  edit: (uuid: string, body: InvoiceEdit) => api.call<Invoice>(R.edit, { ...one(uuid), body }),
  remove: (invoice: Invoice) => api.call<void>(R.remove, { ...one(invoice.uuid), query: { version: invoice.version } }),
  issue: (invoice: Invoice) => api.call<Invoice>(R.issue, { ...one(invoice.uuid), body: { version: invoice.version } }),
  /** These answer the invoice as it now stands (sums, payment state, the payment or refund in its list). */
  pay: (uuid: string, body: PaymentCreate) => api.call<Invoice>(R.pay, { ...one(uuid), body }),
  refund: (uuid: string, body: PaymentCreate) => api.call<Invoice>(R.refund, { ...one(uuid), body }),
  cancelPayment: (uuid: string, payment: string) => api.call<Invoice>(R.cancelPayment, { params: { uuid, payment_uuid: payment } }),
  creditNote: (uuid: string, body: CreditNoteCreate) => api.call<Invoice>(R.creditNote, { ...one(uuid), body }),
  pdf: (uuid: string) => api.blob(clientPath(R.pdf, { uuid })),
  ubl: (uuid: string) => api.blob(clientPath(R.ubl, { uuid })),
  balance: (patient: string) => api.call<PatientBalance>(R.balance, { query: { patient_uuid: patient } }),
};

export const useInvoiceList = (q: InvoiceListQuery, enabled = true) =>
  useQuery({ queryKey: invoiceKeys.list(q), queryFn: ({ signal }) => invoicesApi.list(q, signal), placeholderData: keepPreviousData, enabled });

export const useInvoice = (uuid: string) => useQuery({ queryKey: invoiceKeys.invoice(uuid), queryFn: () => invoicesApi.get(uuid) });

/** What the patient owes across invoices; only asked with patients_invoices_view. */
export const usePatientBalance = (patient: string, enabled: boolean) =>
  useQuery({ queryKey: invoiceKeys.balance(patient), queryFn: () => invoicesApi.balance(patient), enabled, staleTime: 30_000 });

/** The catalogue for a draft's lines (service_settings_view / product_settings_view; without them nothing is offered). */
export const useCatalogue = <K extends 'services' | 'products'>(kind: K, enabled: boolean) =>
  useQuery({
    queryKey: invoiceKeys.catalogue(kind),
    queryFn: () => api.all<K extends 'services' ? Service : Product>(`/settings/${kind}`, { sort: 'name' }),
    enabled,
    staleTime: 5 * 60_000,
  });

/**
 * After a write: the answer (when it is the invoice) becomes the cached invoice; lists, sums and
 * balances are refreshed, and so is the patient's appointments section (issuing and paying move
 * the appointment to 9 and 10).
 */
function refreshAfter(client: QueryClient, patient: string, invoice?: Invoice) {
  if (invoice) client.setQueryData(invoiceKeys.invoice(invoice.uuid), invoice);
  void client.invalidateQueries({ queryKey: invoiceKeys.lists });
  void client.invalidateQueries({ queryKey: ['invoices', 'balance'] });
  void client.invalidateQueries({ queryKey: keys.part(patient, 'appointments') });
}

/** A draft (from an appointment, or by hand). */
export function useCreateInvoice() {
  const client = useQueryClient();
  return useMutation({ mutationFn: invoicesApi.create, onSuccess: (invoice) => refreshAfter(client, invoice.patient.uuid, invoice) });
}

/** The invoice's writes, each answering the invoice as it now stands (a credit note: the note; the invoice is read again). */
export function useInvoiceActions(invoice: Invoice) {
  const client = useQueryClient();
  const patient = invoice.patient.uuid;
  const done = (answer?: Invoice) => refreshAfter(client, patient, answer);
  const reread = async () => done(await client.fetchQuery({ queryKey: invoiceKeys.invoice(invoice.uuid), queryFn: () => invoicesApi.get(invoice.uuid), staleTime: 0 }));
  return {
    edit: useMutation({ mutationFn: (body: InvoiceEdit) => invoicesApi.edit(invoice.uuid, body), onSuccess: done }),
    remove: useMutation({
      mutationFn: () => invoicesApi.remove(invoice),
      onSuccess: () => {
        client.removeQueries({ queryKey: invoiceKeys.invoice(invoice.uuid) });
        done();
      },
    }),
    issue: useMutation({ mutationFn: () => invoicesApi.issue(invoice), onSuccess: done }),
    pay: useMutation({ mutationFn: (body: PaymentCreate) => invoicesApi.pay(invoice.uuid, body), onSuccess: done }),
    refund: useMutation({ mutationFn: (body: PaymentCreate) => invoicesApi.refund(invoice.uuid, body), onSuccess: done }),
    cancelPayment: useMutation({ mutationFn: (payment: string) => invoicesApi.cancelPayment(invoice.uuid, payment), onSuccess: done }),
    creditNote: useMutation({
      mutationFn: (body: CreditNoteCreate) => invoicesApi.creditNote(invoice.uuid, body),
      onSuccess: async (note) => {
        done(note);
        await reread();
      },
    }),
  };
}
