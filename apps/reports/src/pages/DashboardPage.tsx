import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardStatType } from '@dental/contracts';
import { useSession } from '@dental/auth';
import { Button, Card, CheckboxGroup, ErrorCard, Page, Tabs, useDateFormat } from '@dental/ui';
import { ReportChart } from '../chart/ReportChart';
import { dashboardChart } from '../lib/chart-series';
import { useDashboardStats } from '../data/dashboard';
import { useDoctors } from '../data/doctors';
import { needsDoctor, shiftDate, todayIn, type Period } from '../lib/dashboard-rules';
import './dashboard.css';

const STATS = ['all', 'planned', 'closed', 'canceled'] as const satisfies readonly DashboardStatType[];
const PERIODS = ['day', 'week', 'month'] as const;

/**
 * The start page: counts of appointments (all / planned / closed / canceled) of the branch for a
 * day, week or month and the chosen doctors; the month view needs a doctor (docs/spec.md §5).
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('reports');
  const firstName = useSession((s) => s.me?.first_name || s.me?.username || '');
  const branch = useSession((s) => s.branchUuid);
  const [period, setPeriod] = useState<Period>('day');
  const [date, setDate] = useState(() => todayIn());
  const [doctors, setDoctors] = useState<string[]>([]);
  const blocked = needsDoctor(period, doctors);
  const query = useDashboardStats({ branch, period, date, doctors }, !blocked);
  const options = useDoctors(branch, query.data?.practitioners);
  const stats = blocked ? undefined : query.data;
  const dates = useDateFormat(stats?.time_zone);
  const chart = useMemo(
    () => (stats ? dashboardChart(stats, { planned: t('stats.planned'), closed: t('stats.closed'), canceled: t('stats.canceled') }) : null),
    [stats, t],
  );
  const n = (x: number) => x.toLocaleString(i18n.language);

  return (
    <Page title={t('titles.dashboard')} subtitle={firstName ? t('greeting', { name: firstName }) : undefined}>
      <div className="dc-toolbar dash-toolbar">
        <Tabs label={t('dashboard.period')} value={period} onChange={setPeriod} items={PERIODS.map((id) => ({ id, label: t(`periods.${id}`) }))} />
        <div className="dash-toolbar__date">
          <button type="button" className="dc-step-button" aria-label={t('dashboard.previous')} onClick={() => setDate(shiftDate(date, period, -1))}>
            ‹
          </button>
          <label>
            <span className="dc-visually-hidden">{t('dashboard.date')}</span>
            <input className="dc-input dash-date" type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
          </label>
          <button type="button" className="dc-step-button" aria-label={t('dashboard.next')} onClick={() => setDate(shiftDate(date, period, 1))}>
            ›
          </button>
          <Button variant="secondary" onClick={() => setDate(todayIn())}>
            {t('dashboard.today')}
          </Button>
        </div>
      </div>
      <div className="dash-layout">
        <Card title={t('dashboard.doctors')} className="dash-doctors">
          <CheckboxGroup legend={t('dashboard.doctors')} options={options} value={doctors} onChange={setDoctors} invalid={blocked} emptyText={t('dashboard.no_doctors')} />
          {doctors.length ? (
            <Button variant="ghost" onClick={() => setDoctors([])}>
              {t('dashboard.all_doctors')}
            </Button>
          ) : null}
        </Card>
        <div className="dash-main">
          {blocked ? (
            <div className="dc-form-message" role="alert">
              {t('dashboard.doctor_required')}
            </div>
          ) : null}
          {query.isError && !blocked ? <ErrorCard text={t('dashboard.load_failed')} onRetry={() => void query.refetch()} /> : null}
          <section className="dash-stats" aria-label={t('dashboard.stats_label')}>
            {STATS.map((id) => (
              <div key={id} className={`dash-stat dash-stat--${id}`} role="group" aria-label={t(`stats.${id}`)}>
                <span className="dash-stat__label">{t(`stats.${id}`)}</span>
                <span className="dash-stat__value" data-testid={`stat-${id}`}>
                  {stats ? n(stats[id]) : '–'}
                </span>
              </div>
            ))}
          </section>
          {stats && chart && period !== 'day' && stats.all > 0 ? (
            <Card title={t('dashboard.by_day')}>
              <ReportChart
                model={chart}
                label={t('dashboard.chart_label')}
                bucketLabel={(day) => (period === 'week' ? `${dates.weekday(day, 'short')} ${dates.dayMonth(day)}` : dates.dayMonth(day))}
                formatValue={(v) => n(Math.round(v))}
                height={220}
              />
            </Card>
          ) : null}
        </div>
      </div>
    </Page>
  );
}
