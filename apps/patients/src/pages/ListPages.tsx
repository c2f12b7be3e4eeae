import { useTranslation } from 'react-i18next';
import { Card, EmptyState, IconInvoice, IconPatients, Page } from '@dental/ui';

export function PatientsListPage() {
  const { t } = useTranslation('patients');
  return (
    <Page title={t('titles.list')}>
      <Card>
        <EmptyState icon={<IconPatients size={28} />} title={t('empty.list_title')} text={t('empty.list_text')} />
      </Card>
    </Page>
  );
}

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
