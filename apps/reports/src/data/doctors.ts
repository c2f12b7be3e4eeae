import { useStaff } from '@dental/api-client';
import type { DashboardStats } from './dashboard';

export interface DoctorChoice {
  value: string;
  label: string;
}

/**
 * Practitioners to filter by: every doctor (position type 1) of the branch (of the company
 * without one) from the shared staff look-up, and everyone the period's appointments name as
 * practitioner whatever their position (`practitioners` of the stats), by name.
 */
export function useDoctors(branch: string | null, practitioners: DashboardStats['practitioners'] = []): DoctorChoice[] {
  const { data = [] } = useStaff((staff) => staff.filter((member) => member.position_types.includes(1) && (branch === null || member.branch_uuids.includes(branch))));
  const people = new Map<string, { first_name: string; last_name: string }>();
  for (const person of [...data, ...practitioners]) if (!people.has(person.uuid)) people.set(person.uuid, person);
  return [...people.entries()]
    .sort(([, a], [, b]) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name))
    .map(([uuid, person]) => ({ value: uuid, label: `${person.first_name} ${person.last_name}` }));
}
