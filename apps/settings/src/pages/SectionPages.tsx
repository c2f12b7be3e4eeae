import { useTranslation } from 'react-i18next';
import { useCan } from '@dental/auth';
import { NavTabs, Page } from '@dental/ui';
import { Link, Navigate, Route, Routes, useLocation, useParams } from '@dental/ui/router';
import { useEntry } from '../data/entities';
import { Guard } from '../guard';
import type { SectionSpec } from '../section-types';
import './settings.css';

/** A section's list page (clinics, branches, users, ...). */
export function SectionListPage({ section }: { section: Pick<SectionSpec, 'title' | 'list'> }) {
  const { t } = useTranslation('settings');
  const List = section.list;
  return (
    <Page title={t(`titles.${section.title}`)} subtitle={<Link to="/settings">{t('titles.settings')}</Link>}>
      <List />
    </Page>
  );
}

/** One entry with its tabs; each tab is a route with its own permission. */
export function EntryPage({ section, listPath }: { section: SectionSpec; listPath: string }) {
  const { t } = useTranslation('settings');
  const can = useCan();
  const params = useParams() as Record<string, string>;
  const { pathname } = useLocation();
  const recordPath = section.record?.(params);
  // Shares the cache with the tab that shows the same record (no second request).
  const record = useEntry<Record<string, unknown>>(recordPath);
  const name = record.data && section.nameOf ? section.nameOf(record.data) : '';
  // The entry's base path is what precedes the tab segment.
  const tabPaths = section.tabs.map((tab) => tab.path);
  const segments = pathname.replace(/\/+$/, '').split('/');
  const base = tabPaths.includes(segments[segments.length - 1]) ? segments.slice(0, -1).join('/') : segments.join('/');
  return (
    <Page
      title={name || t(`titles.${section.entity}`)}
      subtitle={
        <>
          <Link to={listPath}>{t(`titles.${section.title}`)}</Link>
          {name ? <span> / {t(`titles.${section.entity}`)}</span> : null}
        </>
      }
    >
      {section.tabs.length > 1 ? (
        <NavTabs label={t(`titles.${section.entity}`)} items={section.tabs.filter((tab) => can(tab.permission)).map((tab) => ({ to: `${base}/${tab.path}`, label: t(`tabs.${tab.label}`) }))} />
      ) : null}
      <Routes>
        <Route index element={<Navigate to={section.tabs[0].path} replace />} />
        {section.tabs.map((tab) => {
          const Tab = tab.component;
          return (
            <Route
              key={tab.path}
              path={tab.path}
              element={
                <Guard permission={tab.permission}>
                  <div className="settings-tab">
                    <Tab params={params} base={base} />
                  </div>
                </Guard>
              }
            />
          );
        })}
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Page>
  );
}

/** The routes of one section: its list and `<params>/<tab>` for one entry. */
export function sectionRoutes(section: SectionSpec, prefix: string) {
  const entryPath = `${prefix}/${section.path}/${section.params.map((p) => `:${p}`).join('/')}/*`;
  const listPath = section.path.startsWith('services/') ? '/settings/services' : `${prefix}/${section.path}`;
  return [
    <Route key={`${section.path}-list`} path={`${prefix}/${section.path}`} element={<Guard permission={section.listPermission}><SectionListPage section={section} /></Guard>} />,
    <Route key={`${section.path}-entry`} path={entryPath} element={<Guard permission={section.listPermission}><EntryPage section={section} listPath={listPath} /></Guard>} />,
  ];
}
