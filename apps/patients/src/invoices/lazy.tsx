import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { useCan } from '@dental/auth';
import { LoadingBlock } from '@dental/ui';

/**
 * The invoice screens load when first opened (the remote's first screen stays within its size
 * budget); each chunk registers the `invoices` texts before it renders (./texts).
 */
function later<C extends ComponentType<never>>(load: () => Promise<{ default: C }>, fallback = <LoadingBlock />) {
  const Lazy = lazy(() => import('./texts').then(load));
  return function Later(props: ComponentProps<C>) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as object as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}

export const InvoicesListPage = later(() => import('./InvoicesListPage'));
export const PatientInvoicesTab = later(() => import('./PatientInvoicesTab'));
export const InvoicePage = later(() => import('./InvoicePage'));
const LazyBalance = later(() => import('./BalanceBadge'), <></>);

/** The patient header's balance badge, only for those who may read invoices. */
export function PatientBalance({ patient }: { patient: string }) {
  const can = useCan();
  return can('patients_invoices_view') ? <LazyBalance patient={patient} /> : null;
}
