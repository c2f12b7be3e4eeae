import type { ComponentType } from 'react';
import type { Permission } from '@dental/contracts';
import { IconAdmin, IconCalendar, IconDashboard, IconInvoice, IconPatients, IconPlanner, IconRecall, IconReports, IconSettings } from '@dental/ui';
import type { Section } from '../remotes/remote-routing';

export interface SidebarEntry {
  id: Section;
  to: string;
  permission: Permission;
  Icon: ComponentType<{ size?: number }>;
}

/** The sidebar table of docs/spec.md §2: each entry is hidden without its permission. */
export const SIDEBAR_ENTRIES: SidebarEntry[] = [
  { id: 'dashboard', to: '/', permission: 'dashboard_view', Icon: IconDashboard },
  { id: 'calendar', to: '/calendar', permission: 'calendar_view', Icon: IconCalendar },
  { id: 'planner', to: '/planner', permission: 'planner_view', Icon: IconPlanner },
  // Beyond the spec's table: the recall list (issue 26), served by the calendar remote.
  { id: 'recalls', to: '/recalls', permission: 'recall_view', Icon: IconRecall },
  { id: 'patients', to: '/patients', permission: 'patients_view', Icon: IconPatients },
  { id: 'invoices', to: '/invoices', permission: 'patients_view', Icon: IconInvoice },
  { id: 'reports', to: '/reports', permission: 'report_view', Icon: IconReports },
  { id: 'settings', to: '/settings', permission: 'settings_view', Icon: IconSettings },
  // "admin-users-list"
  { id: 'admin', to: '/admin/users', permission: 'admin', Icon: IconAdmin },
];
