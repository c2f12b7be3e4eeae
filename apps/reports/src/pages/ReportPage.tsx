import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, IconReports, NavTabs, Page, Tabs } from '@dental/ui';
import { Navigate, useParams } from '@dental/ui/router';

export const REPORT_KINDS = ['incomes', 'workload'] as const;
export const REPORT_SPLITS = ['users-doctor', 'users-assistant', 'rooms'] as const;
const PERIODS = ['day', 'week', 'month'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => !!value && (list as readonly string[]).includes(value);

/** /reports/{incomes|workload}/{users-doctor|users-assistant|rooms}, per day, week or month. */
export function ReportPage() {
  const { t } = useTranslation('reports');
  const { kind, split } = useParams();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('day');
  if (!isOneOf(REPORT_KINDS, kind)) return <Navigate to="/404" replace />;
  if (!split) return <Navigate to={`/reports/${kind}/users-doctor`} replace />;
  if (!isOneOf(REPORT_SPLITS, split)) return <Navigate to="/404" replace />;
  return (
    <Page title={`${t('titles.reports')}: ${t(`titles.${kind}`)}`}>
      <NavTabs label={t('titles.reports')} items={REPORT_KINDS.map((k) => ({ to: `/reports/${k}/${split}`, label: t(`titles.${k}`) }))} />
      <NavTabs label={t(`titles.${kind}`)} items={REPORT_SPLITS.map((s) => ({ to: `/reports/${kind}/${s}`, label: t(`splits.${s}`) }))} />
      <Tabs label={t(`titles.${kind}`)} value={period} onChange={setPeriod} items={PERIODS.map((id) => ({ id, label: t(`periods.${id}`) }))} />
      <Card>
        <EmptyState icon={<IconReports size={28} />} title={t('empty.report_title')} text={t('empty.report_text')} />
      </Card>
    </Page>
  );
}
