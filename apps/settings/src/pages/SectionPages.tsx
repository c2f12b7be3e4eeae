import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import { Card, EmptyState, IconSettings, NavTabs, Page } from '@dental/ui';
import { Navigate, Route, Routes, useLocation } from '@dental/ui/router';
import { Guard } from '../guard';
import type { SectionSpec } from '../sections';

/** A section's list page (clinics, branches, users, ...). */
export function SectionListPage({ section }: { section: SectionSpec }) {
  const { t } = useTranslation('settings');
  return (
    <Page title={t(`titles.${section.title}`)}>
      <Card>
        <EmptyState icon={<IconSettings size={28} />} title={t('empty.list_title')} text={t('empty.list_text')} />
      </Card>
    </Page>
  );
}

/** One entry with its tabs; each tab is a route with its own permission. */
export function EntryPage({ section }: { section: SectionSpec }) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const { pathname } = useLocation();
  // The entry's base path is what precedes the tab segment.
  const tabPaths = section.tabs.map((tab) => tab.path);
  const segments = pathname.replace(/\/+$/, '').split('/');
  const base = tabPaths.includes(segments[segments.length - 1]) ? segments.slice(0, -1).join('/') : segments.join('/');
  return (
    <Page title={t(`titles.${section.entity}`)}>
      {section.tabs.length > 1 ? (
        <NavTabs
          label={t(`titles.${section.entity}`)}
          items={section.tabs.filter((tab) => can(tab.permission)).map((tab) => ({ to: `${base}/${tab.path}`, label: t(`tabs.${tab.label}`) }))}
        />
      ) : null}
      <Routes>
        <Route index element={<Navigate to={section.tabs[0].path} replace />} />
        {section.tabs.map((tab) => (
          <Route
            key={tab.path}
            path={tab.path}
            element={
              <Guard permission={tab.permission}>
                <Card>
                  <EmptyState icon={<IconSettings size={28} />} title={t(`empty.${tab.empty}_title`)} text={t(`empty.${tab.empty}_text`)} />
                </Card>
              </Guard>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Page>
  );
}

/** The routes of one section: its list and `<params>/<tab>` for one entry. */
export function sectionRoutes(section: SectionSpec, prefix: string) {
  const entryPath = `${prefix}/${section.path}/${section.params.map((p) => `:${p}`).join('/')}/*`;
  return [
    <Route
      key={`${section.path}-list`}
      path={`${prefix}/${section.path}`}
      element={<Guard permission={section.listPermission}><SectionListPage section={section} /></Guard>}
    />,
    <Route key={`${section.path}-entry`} path={entryPath} element={<Guard permission={section.listPermission}><EntryPage section={section} /></Guard>} />,
  ];
}
