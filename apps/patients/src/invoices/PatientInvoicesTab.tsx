import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, ErrorCard, IconInvoice, LoadingBlock, Pagination } from '@dental/ui';
import { useInvoiceList } from '../data/invoices';
import { pagerLabels } from '../lib/pager';
import { InvoiceSumsBar, InvoiceTable } from './InvoiceTable';

const PER_PAGE = 25;

/** The patient's Invoices tab: every invoice and credit note of the patient, in every branch, newest first. */
export default function PatientInvoicesTab({ patient }: { patient: string }) {
  const { t } = useTranslation('invoices');
  const [page, setPage] = useState(1);
  const list = useInvoiceList({ patient_uuid: patient, sort: 'created_at', order: 'desc', page, per_page: PER_PAGE });

  if (list.isPending) return <LoadingBlock label={t('list.loading')} />;
  if (!list.data) return <ErrorCard text={t('toast.list_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (list.data.data.length === 0) {
    return (
      <Card>
        <EmptyState icon={<IconInvoice size={28} />} title={t('empty.patient_title')} />
      </Card>
    );
  }
  return (
    <div className="inv-sections" aria-busy={list.isFetching}>
      <InvoiceSumsBar sums={list.data.sums} />
      <InvoiceTable rows={list.data.data} caption={t('list.patient_caption')} withPatient={false} stale={list.isPlaceholderData} />
      <Pagination page={page} perPage={PER_PAGE} total={list.data.meta.total} onPage={setPage} labels={pagerLabels(t)} />
    </div>
  );
}
