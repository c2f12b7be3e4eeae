import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStaff as useSharedStaff } from '@dental/api-client';
import type { PatientFileSection, PatientListQuery } from '@dental/contracts';
import { patientsApi } from './patients-api';

/** Query keys: everything of one patient sits under ['patient', uuid] so one invalidation refreshes the card. */
export const keys = {
  list: (p: PatientListQuery) => ['patients', 'list', p] as const,
  lists: ['patients', 'list'] as const,
  patient: (uuid: string) => ['patient', uuid] as const,
  part: (uuid: string, part: string, ...rest: (string | number)[]) => ['patient', uuid, part, ...rest] as const,
};

export const usePatientList = (p: PatientListQuery) =>
  useQuery({ queryKey: keys.list(p), queryFn: ({ signal }) => patientsApi.list(p, signal), placeholderData: keepPreviousData });

export const usePatient = (uuid: string) => useQuery({ queryKey: keys.patient(uuid), queryFn: () => patientsApi.get(uuid) });

export const useRelationships = (uuid: string) => useQuery({ queryKey: keys.part(uuid, 'relationships'), queryFn: () => patientsApi.relationships(uuid) });

export const useFiles = (uuid: string, section: PatientFileSection) =>
  useQuery({ queryKey: keys.part(uuid, 'files', section), queryFn: () => patientsApi.files(uuid, section) });

/** The company's branches, for the filter and the form (they change rarely). */
export const useBranches = () => useQuery({ queryKey: ['meta', 'branches'], queryFn: patientsApi.branches, staleTime: 5 * 60_000 });

/** Doctors (position type 1) or assistants (2) to choose from: the shared staff look-up, filtered here. */
export const useStaff = (type: 1 | 2) => useSharedStaff((staff) => staff.filter((member) => member.position_types.includes(type)));
