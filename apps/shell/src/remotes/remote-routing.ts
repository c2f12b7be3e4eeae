import type { Permission, RemoteName } from '@dental/contracts';

/** The sidebar sections; each is also the page-title key (`shell:nav.<section>`). */
export type Section = 'dashboard' | 'calendar' | 'planner' | 'recalls' | 'patients' | 'invoices' | 'reports' | 'settings' | 'admin';

export interface AreaMatch {
  section: Section;
  remote: RemoteName;
  /** null: any signed-in user (the dashboard, docs/spec.md §2). */
  permission: Permission | null;
}

/** Which remote owns which top-level path (docs/spec.md §2; README.md, "Architecture"). */
const AREAS: { paths: string[]; exact?: boolean; match: AreaMatch }[] = [
  { paths: ['/'], exact: true, match: { section: 'dashboard', remote: 'reports', permission: null } },
  { paths: ['/calendar', '/calendar-history', '/calendar-queue'], match: { section: 'calendar', remote: 'calendar', permission: 'calendar_view' } },
  { paths: ['/planner', '/planner-worktimes', '/planner-vacations'], match: { section: 'planner', remote: 'calendar', permission: 'planner_view' } },
  { paths: ['/recalls'], match: { section: 'recalls', remote: 'calendar', permission: 'recall_view' } },
  { paths: ['/patients'], match: { section: 'patients', remote: 'patients', permission: 'patients_view' } },
  { paths: ['/invoices'], match: { section: 'invoices', remote: 'patients', permission: 'patients_view' } },
  { paths: ['/reports'], match: { section: 'reports', remote: 'reports', permission: 'report_view' } },
  { paths: ['/settings'], match: { section: 'settings', remote: 'settings', permission: 'settings_view' } },
  { paths: ['/admin'], match: { section: 'admin', remote: 'settings', permission: 'admin' } },
];

export function areaForPath(pathname: string): AreaMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const area of AREAS) {
    for (const base of area.paths) {
      if (path === base || (!area.exact && path.startsWith(base + '/'))) return area.match;
    }
  }
  return null;
}

/** The `shell:nav.*` key that names the page at this path, for the document title. */
export function titleKeyForPath(pathname: string): string {
  if (pathname === '/login' || pathname.startsWith('/login/')) return 'login';
  if (pathname === '/403') return 'forbidden';
  if (pathname === '/404') return 'not_found';
  if (pathname === '/test') return 'status';
  return areaForPath(pathname)?.section ?? 'not_found';
}
