import { useTranslation } from 'react-i18next';
import { Card, EmptyState, IconCalendar, IconPlanner, Page } from '@dental/ui';
import { SectionTabs } from './SectionTabs';

type PageId = 'history' | 'queue' | 'planner' | 'worktimes' | 'vacations';

/** History, queue and the planner screens: a title, the section's tabs and the list area. */
export function ListPage({ section, page }: { section: 'calendar' | 'planner'; page: PageId }) {
  const { t } = useTranslation('calendar');
  const Icon = section === 'calendar' ? IconCalendar : IconPlanner;
  return (
    <Page title={t(`titles.${page}`)}>
      <SectionTabs section={section} />
      <Card>
        <EmptyState icon={<Icon size={28} />} title={t(`empty.${page}_title`)} text={t(`empty.${page}_text`)} />
      </Card>
    </Page>
  );
}
