import { useTranslation } from 'react-i18next';
import { NavTabs } from '@dental/ui';

/** Calendar and planner each have three screens, switched by route tabs. */
export function SectionTabs({ section }: { section: 'calendar' | 'planner' }) {
  const { t } = useTranslation('calendar');
  const items =
    section === 'calendar'
      ? [
          { to: '/calendar', label: t('tabs.calendar') },
          { to: '/calendar-history', label: t('tabs.history') },
          { to: '/calendar-queue', label: t('tabs.queue') },
        ]
      : [
          { to: '/planner', label: t('tabs.planner') },
          { to: '/planner-worktimes', label: t('tabs.worktimes') },
          { to: '/planner-vacations', label: t('tabs.vacations') },
        ];
  return <NavTabs items={items} label={t(`titles.${section}`)} />;
}
