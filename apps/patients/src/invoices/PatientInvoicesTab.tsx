import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan, useSession } from '@dental/auth';
import { Button, Card, EmptyState, ErrorCard, IconInvoice, LoadingBlock, Pagination, toast } from '@dental/ui';
import { useNavigate } from '@dental/ui/router';
import { useCreateInvoice, useInvoiceList } from '../data/invoices';
import { pagerLabels } from '../lib/pager';
import { InvoiceSumsBar, InvoiceTable } from './InvoiceTable';

const PER_PAGE = 25;

/**
 * "New invoice" (invoices_edit): an empty draft of the patient in the branch chosen in the header,
 * opened at once to add its lines.
 */
function NewInvoiceButton({ patient }: { patient: string }) {
  const { t } = useTranslation('invoices');
  const can = useCan();
  const branch = useSession((s) => s.branchUuid);
  const navigate = useNavigate();
  const create = useCreateInvoice();
  if (!can('invoices_edit') || !branch) return null;
  const make = () =>
    create.mutate(
      { patient_uuid: patient, branch_uuid: branch, services: [] },
      {
        onSuccess: (invoice) => {
          toast.success(t('toast.created'));
          navigate(`/patients/${patient}/invoices/${invoice.uuid}`);
        },
        onError: () => toast.error(t('toast.create_failed')),
      },
    );
  return (
    <div className="inv-actions">
      <Button disabled={create.isPending} onClick={make}>
        {t('actions.new_invoice')}
      </Button>
    </div>
  );
}

/** The patient's Invoices tab: every invoice and credit note of the patient, in every branch, newest first, and "New invoice". */
export default function PatientInvoicesTab({ patient }: { patient: string }) {
  const { t } = useTranslation('invoices');
  const [page, setPage] = useState(1);
  const list = useInvoiceList({ patient_uuid: patient, sort: 'created_at', order: 'desc', page, per_page: PER_PAGE });

  if (list.isPending) return <LoadingBlock label={t('list.loading')} />;
  if (!list.data) return <ErrorCard text={t('toast.list_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (list.data.data.length === 0) {
    return (
      <div className="inv-sections">
        <NewInvoiceButton patient={patient} />
        <Card>
          <EmptyState icon={<IconInvoice size={28} />} title={t('empty.patient_title')} />
        </Card>
      </div>
    );
  }
  return (
    <div className="inv-sections" aria-busy={list.isFetching}>
      <NewInvoiceButton patient={patient} />
      <InvoiceSumsBar sums={list.data.sums} />
      <InvoiceTable rows={list.data.data} caption={t('list.patient_caption')} withPatient={false} stale={list.isPlaceholderData} />
      <Pagination page={page} perPage={PER_PAGE} total={list.data.meta.total} onPage={setPage} labels={pagerLabels(t)} />
    </div>
  );
}
