import { lazy, Suspense } from 'react';
import { useCan } from '@dental/auth';
import { LoadingBlock } from '@dental/ui';

/**
 * The invoice screens load when first opened (the remote's first screen stays within its size
 * budget); one chunk holds them all and registers the `invoices` texts before they render (./screens).
 */
const screens = () => import('./screens');
const ListChunk = lazy(() => screens().then((m) => ({ default: m.InvoicesListPage })));
const TabChunk = lazy(() => screens().then((m) => ({ default: m.PatientInvoicesTab })));
const InvoiceChunk = lazy(() => screens().then((m) => ({ default: m.InvoicePage })));
const BalanceChunk = lazy(() => screens().then((m) => ({ default: m.BalanceBadge })));

export function InvoicesListPage() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <ListChunk />
    </Suspense>
  );
}

export function PatientInvoicesTab({ patient }: { patient: string }) {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <TabChunk patient={patient} />
    </Suspense>
  );
}

export function InvoicePage() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <InvoiceChunk />
    </Suspense>
  );
}

/** The patient header's balance badge, only for those who may read invoices. */
export function PatientBalance({ patient }: { patient: string }) {
  const can = useCan();
  if (!can('patients_invoices_view')) return null;
  return (
    <Suspense fallback={null}>
      <BalanceChunk patient={patient} />
    </Suspense>
  );
}
