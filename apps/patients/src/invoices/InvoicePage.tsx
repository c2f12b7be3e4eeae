import { useTranslation } from 'react-i18next';
import { isApiError } from '@dental/api-client';
import { Card, EmptyState, ErrorCard, IconInvoice, LoadingBlock } from '@dental/ui';
import { Link, useParams } from '@dental/ui/router';
import { useInvoice } from '../data/invoices';
import { InvoiceView } from './InvoiceView';

/** `/patients/{uuid}/invoices/{invoice_uuid}`: the invoice (or credit note), its lines and payments. */
export default function InvoicePage() {
  const { t } = useTranslation('invoices');
  const { invoice_uuid = '', patient_uuid = '' } = useParams();
  const invoice = useInvoice(invoice_uuid);
  const missing = isApiError(invoice.error) && (invoice.error.status === 404 || invoice.error.status === 400);

  if (invoice.isPending) return <LoadingBlock />;
  if (!invoice.data) {
    return missing ? (
      <Card>
        <EmptyState
          icon={<IconInvoice size={28} />}
          title={t('empty.not_found_title')}
          text={t('empty.not_found_text')}
          action={<Link to={`/patients/${patient_uuid}/invoices`}>{t('actions.back')}</Link>}
        />
      </Card>
    ) : (
      <ErrorCard text={t('toast.load_failed')} onRetry={() => void invoice.refetch()} retrying={invoice.isFetching} />
    );
  }
  return <InvoiceView invoice={invoice.data} />;
}
