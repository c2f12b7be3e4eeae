import { E2E } from './platform.js';

/**
 * Every screen of the app for the admin (who may open all of them), with real records for the
 * pages of one record: the walkers (key scan, axe) visit each of these in each language.
 */
export async function everyRoute(): Promise<string[]> {
  const api = `${E2E.baseURL}/api`;
  const auth = await fetch(`${api}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) });
  const token = ((await auth.json()) as { data: { token: string } }).data.token;
  const get = async <T>(path: string): Promise<T[]> => {
    const res = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: T[] }).data;
  };
  const first = async (path: string) => (await get<{ uuid: string }>(path))[0]?.uuid;
  const [patient, branch, user, department, invoice, service, product, role, questionnaire, recallType, consentTemplate] = await Promise.all([
    first('/patients?per_page=1'),
    first('/meta/branches'),
    first('/settings/users?per_page=1'),
    first('/settings/department?per_page=1'),
    get<{ uuid: string; patient: { uuid: string } }>('/invoices?per_page=1').then((rows) => rows[0]),
    get<{ uuid: string; category_uuid: string }>('/settings/services?per_page=1').then((rows) => rows[0]),
    first('/settings/products?per_page=1'),
    first('/settings/roles?per_page=1'),
    first('/settings/tests?per_page=1'),
    first('/settings/recall-types?per_page=1'),
    first('/settings/consent-form-templates?per_page=1'),
  ]);
  // The seed fills questionnaires for some patients only: the first of the list that has one.
  let filled: { patient: string; test: string } | undefined;
  for (const candidate of await get<{ uuid: string }>('/patients?per_page=25')) {
    const test = (await get<{ uuid: string }>(`/patients/${candidate.uuid}/tests`))[0];
    if (test) {
      filled = { patient: candidate.uuid, test: test.uuid };
      break;
    }
  }
  const found = { patient, branch, user, department, invoice, service, product, role, questionnaire, recallType, consentTemplate, filled };
  const missing = Object.entries(found).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length) throw new Error(`the demo data has no ${missing.join(', ')} to walk`);
  const patientTabs = ['details', 'relationships', 'doctors', 'files', 'files/documents', 'tests', 'invoices', 'tooth-map', 'perio', 'consent-forms', 'notes', 'history', 'settings'];
  return [
    '/',
    '/calendar',
    '/calendar?view=week',
    '/calendar?view=month',
    '/calendar-queue',
    '/calendar-history',
    '/planner',
    '/planner-worktimes',
    '/planner-vacations',
    '/recalls',
    '/recalls?state=overdue',
    '/patients',
    '/patients/new',
    '/patients/shared-codes',
    ...patientTabs.map((tab) => `/patients/${patient}/${tab}`),
    `/patients/${filled!.patient}/tests/${filled!.test}`,
    `/patients/${invoice!.patient.uuid}/invoices`,
    `/patients/${invoice!.patient.uuid}/invoices/${invoice!.uuid}`,
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
    `/settings/services/0/${service!.category_uuid}`,
    ...['details', 'settings'].map((tab) => `/settings/services/0/${service!.category_uuid}/${service!.uuid}/${tab}`),
    '/settings/products',
    ...['details', 'settings'].map((tab) => `/settings/products/${product}/${tab}`),
    '/settings/roles',
    ...['details', 'settings'].map((tab) => `/settings/roles/${role}/${tab}`),
    '/settings/tooth_status',
    '/settings/tooth-custom-status',
    '/settings/status-config',
    '/settings/tests',
    ...['details', 'settings'].map((tab) => `/settings/tests/${questionnaire}/${tab}`),
    '/settings/recall-types',
    `/settings/recall-types/${recallType}/details`,
    '/settings/consent-form-templates',
    `/settings/consent-form-templates/${consentTemplate}/details`,
    '/settings/note-templates',
    '/admin',
    '/403',
    '/404',
  ];
}
