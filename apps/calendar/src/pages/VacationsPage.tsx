import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan, useSession } from '@dental/auth';
import { Button, Card, Page, Table, useDateFormat } from '@dental/ui';
import { AbsenceForm } from '../planner/AbsenceForm';
import { useVacations } from '../data/planner';
import { personName, useBranchTimeZone } from '../data/reference-data';
import { addDays, addMonths, daysInMonth, startOfMonth } from '../lib/dates';
import { todayIn } from '@dental/domain-time';
import { SectionTabs } from './SectionTabs';

/** /planner-vacations: the team's vacations (types 1-6) and the branch's holidays (1-3) of a month. */
export default function VacationsPage() {
  const { t } = useTranslation('calendar');
  const dates = useDateFormat();
  const branch = useSession((s) => s.branchUuid) ?? '';
  const tz = useBranchTimeZone(branch);
  const [month, setMonth] = useState(() => startOfMonth(todayIn(tz)));
  const to = addDays(month, daysInMonth(month) - 1);
  const query = useVacations(branch, month, to);
  const can = useCan();
  const [adding, setAdding] = useState(false);
  return (
    <Page title={t('titles.vacations')}>
      <SectionTabs section="planner" />
      <div className="cal-toolbar">
        <div className="cal-toolbar__group">
          <button type="button" className="dc-step-button" aria-label={t('toolbar.previous')} onClick={() => setMonth(addMonths(month, -1))}>
            ‹
          </button>
          <button type="button" className="dc-step-button" aria-label={t('toolbar.next')} onClick={() => setMonth(addMonths(month, 1))}>
            ›
          </button>
          <h2 className="cal-toolbar__title">{dates.monthYear(month)}</h2>
        </div>
        {can('user_edit') || can('branch_edit') ? (
          <div className="cal-toolbar__group">
            <Button onClick={() => setAdding(true)}>{t('absence.add')}</Button>
          </div>
        ) : null}
      </div>
      <Card>
        <Table
          caption={t('titles.vacations')}
          rows={query.data ?? []}
          rowKey={(a) => `${a.uuid}-${a.time_from}`}
          empty={query.isPending ? t('common.loading') : t('empty.vacations_text')}
          columns={[
            { key: 'when', header: t('planner.when'), render: (a) => `${dates.dateTime(a.time_from, tz)} – ${dates.dateTime(a.time_to, tz)}` },
            { key: 'kind', header: t('planner.kind'), render: (a) => t(`planner.${a.kind}`) },
            { key: 'type', header: t('planner.type'), render: (a) => t(`planner.${a.kind}_type.${a.type}` as 'planner.vacation_type.1') },
            { key: 'who', header: t('planner.who'), render: (a) => (a.user ? personName(a.user) : t('planner.whole_branch')) },
            { key: 'comment', header: t('planner.comment'), render: (a) => a.comment ?? '' },
          ]}
        />
      </Card>
      {adding ? <AbsenceForm branch={branch} timeZone={tz} open={adding} onClose={() => setAdding(false)} /> : null}
    </Page>
  );
}
