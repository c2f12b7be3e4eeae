import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@dental/auth';
import { Card, EmptyState, IconDashboard, Page, Tabs } from '@dental/ui';

const STATS = ['all', 'planned', 'closed', 'canceled'] as const;

/** The start page: today's appointments by status type (spec: stat types all/planned/closed/canceled). */
export function DashboardPage() {
  const { t } = useTranslation('reports');
  const firstName = useSession((s) => s.me?.first_name || s.me?.username || '');
  const [stat, setStat] = useState<(typeof STATS)[number]>('all');
  return (
    <Page title={t('titles.dashboard')} subtitle={firstName ? t('greeting', { name: firstName }) : undefined}>
      <Tabs label={t('titles.dashboard')} value={stat} onChange={setStat} items={STATS.map((id) => ({ id, label: t(`stats.${id}`) }))} />
      <Card>
        <EmptyState icon={<IconDashboard size={28} />} title={t('empty.dashboard_title')} text={t('empty.dashboard_text')} />
      </Card>
    </Page>
  );
}
