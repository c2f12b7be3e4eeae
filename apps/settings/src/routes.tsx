import { Navigate, Route, Routes } from '@dental/ui/router';
import { lazyScreen } from '@dental/ui';
import { addNamespaceBundle } from '@dental/i18n/browser';
import settingsTexts from '@dental/i18n/bundles/settings';
import { Guard } from './guard';
import { ImportPage, ImportsPage } from './pages/imports/lazy';
import { SectionListPage, sectionRoutes } from './pages/SectionPages';
import { SettingsHome } from './pages/SettingsHome';
import { ADMIN_USERS, SECTIONS, SERVICE_GROUPS } from './sections';


// The message channels' screen (issue 26) loads when first opened.
const MessageChannelsPage = lazyScreen(() => import('./pages/MessageChannelsPage').then((m) => m.MessageChannelsPage));
addNamespaceBundle('settings', settingsTexts);

/** /settings/* (every child of docs/spec.md §2, and Import: issue 30) and /admin/*. */
export default function SettingsRoutes() {
  return (
    <Routes>
      <Route path="/settings" element={<Guard permission="settings_view"><SettingsHome /></Guard>} />
      <Route path="/settings/services" element={<Guard permission="settings_view"><SectionListPage section={SERVICE_GROUPS} /></Guard>} />
      <Route path="/settings/messages" element={<Guard permission="branch_settings_view"><MessageChannelsPage /></Guard>} />
      <Route path="/settings/import" element={<Guard permission="import_data"><ImportsPage /></Guard>} />
      <Route path="/settings/import/:uuid" element={<Guard permission="import_data"><ImportPage /></Guard>} />
      {SECTIONS.flatMap((section) => sectionRoutes(section, '/settings'))}
      <Route path="/admin" element={<Navigate to="/admin/users" replace />} />
      {sectionRoutes(ADMIN_USERS, '/admin')}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
