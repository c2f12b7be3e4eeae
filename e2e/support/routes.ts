import { E2E } from './platform.js';

/**
 * Every screen of the app for the admin (who may open all of them), with real records for the
 * pages of one record: the walkers (key scan, axe) visit each of these in each language.
 */
export async function everyRoute(): Promise<string[]> {
  const api = `${E2E.baseURL}/api`;
  const auth = await fetch(`${api}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) });
  const token = ((await auth.json()) as { data: { token: string } }).data.token;
  const first = async (path: string) => {
    const res = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { uuid: string }[] };
    return body.data[0]?.uuid;
  };
  const [patient, branch, user, department] = await Promise.all([
    first('/patients?per_page=1'),
    first('/meta/branches'),
    first('/settings/users?per_page=1'),
    first('/settings/department?per_page=1'),
  ]);
  const patientTabs = ['details', 'relationships', 'doctors', 'files', 'tests', 'tooth-map', 'history', 'settings'];
  return [
    '/',
    '/calendar',
    '/calendar?view=week',
    '/calendar-queue',
    '/calendar-history',
    '/planner',
    '/planner-worktimes',
    '/planner-vacations',
    '/patients',
    '/patients/new',
    ...patientTabs.map((tab) => `/patients/${patient}/${tab}`),
    '/invoices',
    '/reports/incomes',
    '/reports/workload',
    '/settings/departments',
    ...['details', 'settings', 'branches'].map((tab) => `/settings/departments/${department}/${tab}`),
    '/settings/branches',
    ...['details', 'working-hours', 'holidays', 'rooms', 'settings'].map((tab) => `/settings/branches/${branch}/${tab}`),
    '/settings/users',
    ...['details', 'working-hours', 'vacations', 'settings'].map((tab) => `/settings/users/${user}/${tab}`),
    '/settings/services',
    '/settings/products',
    '/settings/roles',
    '/settings/tooth_status',
    '/settings/tooth-custom-status',
    '/settings/status-config',
    '/settings/tests',
    '/admin',
    '/403',
    '/404',
  ];
}
