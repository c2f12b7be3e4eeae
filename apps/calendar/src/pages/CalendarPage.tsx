import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, IconCalendar, Page, Tabs } from '@dental/ui';
import { SectionTabs } from './SectionTabs';

type View = 'day' | 'week' | 'month';

/** The appointment calendar: day (default), week and month views of the current branch. */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const [view, setView] = useState<View>('day');
  return (
    <Page title={t('titles.calendar')}>
      <SectionTabs section="calendar" />
      <Tabs
        label={t('titles.calendar')}
        value={view}
        onChange={setView}
        items={(['day', 'week', 'month'] as const).map((id) => ({ id, label: t(`views.${id}`) }))}
      />
      <Card>
        <EmptyState icon={<IconCalendar size={28} />} title={t('empty.calendar_title')} text={t('empty.calendar_text')} />
      </Card>
    </Page>
  );
}
