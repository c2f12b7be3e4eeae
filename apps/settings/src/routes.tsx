import { Navigate, Route, Routes } from '@dental/ui/router';
import { addNamespaceBundle } from '@dental/i18n/browser';
import settingsTexts from '@dental/i18n/bundles/settings';
import { Guard } from './guard';
import { SectionListPage, sectionRoutes } from './pages/SectionPages';
import { SettingsHome } from './pages/SettingsHome';
import { ADMIN_USERS, SECTIONS } from './sections';

addNamespaceBundle('settings', settingsTexts);

const services = SECTIONS.find((s) => s.title === 'services');
if (!services) throw new Error('the services section is missing');
const SERVICES_INDEX = { ...services, path: 'services' };

/** /settings/* (every child of spec section 2) and /admin/*. */
export default function SettingsRoutes() {
  return (
    <Routes>
      <Route path="/settings" element={<Guard permission="settings_view"><SettingsHome /></Guard>} />
      <Route path="/settings/services" element={<Guard permission="settings_view"><SectionListPage section={SERVICES_INDEX} /></Guard>} />
      {SECTIONS.flatMap((section) => sectionRoutes(section, '/settings'))}
      <Route path="/admin" element={<Navigate to="/admin/users" replace />} />
      {sectionRoutes(ADMIN_USERS, '/admin')}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
