import { useQuery } from '@tanstack/react-query';
import type { Branch, CalendarPerson, Room, Service, Speciality, StaffMember, UserSettings } from '@dental/contracts';
import { api, useStaff as useSharedStaff } from '@dental/api-client';
import { useCan, useSession } from '@dental/auth';
import { DEFAULT_TIME_ZONE } from '@dental/domain-time';

const LONG = 5 * 60_000;

/** The branch list the shell loaded (same query key, so the cache answers). */
export function useBranchTimeZone(branch: string | null): string {
  const { data } = useQuery({ queryKey: ['meta', 'branches'], queryFn: () => api.get<Branch[]>('/meta/branches'), staleTime: LONG, enabled: !!branch });
  return data?.find((b) => b.uuid === branch)?.time_zone || DEFAULT_TIME_ZONE;
}

/**
 * Slot duration and time buffer are the signed-in user's settings (docs/spec.md §9). Reading them
 * needs user_settings_view; without it the defaults (15 min, 1 h) hold.
 */
export function useCalendarSettings(kind: 'calendar' | 'planner' = 'calendar'): { slot: number; buffer: number } {
  const can = useCan();
  const me = useSession((s) => s.me?.uuid);
  const allowed = can('user_settings_view') && !!me;
  const { data } = useQuery({
    queryKey: ['settings', 'users', me, 'settings'],
    queryFn: () => api.get<UserSettings>(`/settings/users/${me}/settings`),
    enabled: allowed,
    staleTime: LONG,
    retry: false,
  });
  const slot = kind === 'calendar' ? data?.calendar_slot_duration : data?.planner_slot_duration;
  const buffer = kind === 'calendar' ? data?.calendar_time_buffer : data?.planner_time_buffer;
  return { slot: slot && slot > 0 ? slot : 15, buffer: buffer ?? 1 };
}

/**
 * People to book and plan in a branch: the shared staff look-up (GET /api/meta/staff, any signed-in
 * user, whole), narrowed to the branch. People the calendar answer names who are not on it (no
 * longer active, or moved to another branch) are kept with no position type, so an existing
 * appointment or work time still shows and keeps its person.
 */
export function useStaff(branch: string | null, named: readonly CalendarPerson[] = []): StaffMember[] {
  const { data = [] } = useSharedStaff();
  const people = data.filter((member) => branch !== null && member.branch_uuids.includes(branch));
  const listed = new Set(people.map((member) => member.uuid));
  for (const person of named) {
    if (listed.has(person.uuid)) continue;
    listed.add(person.uuid);
    people.push({ ...person, position_types: [], specialities: [], branch_uuids: [] });
  }
  return people;
}

export function useSpecialities() {
  return useQuery({
    queryKey: ['settings', 'specialities', 'all'],
    queryFn: () => api.all<Speciality>('/settings/specialities'),
    staleTime: LONG,
  }).data ?? [];
}

/** The service catalogue (service_settings_view); without it the field is not offered. */
export function useServices(): Service[] | null {
  const can = useCan();
  const allowed = can('service_settings_view');
  const { data } = useQuery({
    queryKey: ['settings', 'services', 'all'],
    queryFn: () => api.all<Service>('/settings/services', { sort: 'name' }),
    enabled: allowed,
    staleTime: LONG,
  });
  return allowed ? (data ?? []) : null;
}

/** Every room of the branch (branch_rooms_view) for pickers; null without the permission. */
export function useBranchRooms(branch: string | null): Room[] | null {
  const can = useCan();
  const allowed = can('branch_rooms_view');
  const { data } = useQuery({
    queryKey: ['settings', 'rooms', branch],
    queryFn: () => api.all<Room>(`/settings/branches/${branch}/rooms`, { sort: 'sort_order' }),
    enabled: allowed && !!branch,
    staleTime: LONG,
  });
  return allowed ? (data ?? []) : null;
}

export const personName = (p: { first_name: string; last_name: string } | null | undefined) => (p ? `${p.first_name} ${p.last_name}`.trim() : '');
