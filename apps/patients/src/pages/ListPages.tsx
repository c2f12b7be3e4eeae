import { useTranslation } from 'react-i18next';
import { Card, EmptyState, IconInvoice, Page } from '@dental/ui';

/** /invoices: a designed empty state until the invoicing issue fills it. */
export function InvoicesPage() {
  const { t } = useTranslation('patients');
  return (
    <Page title={t('titles.invoices')}>
      <Card>
        <EmptyState icon={<IconInvoice size={28} />} title={t('empty.invoices_title')} text={t('empty.invoices_text')} />
      </Card>
    </Page>
  );
}
