import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { PatientSettings, PatientSettingsEdit } from '@dental/contracts';
import { keys, patientPath } from './patients';

export const patientSettingsApi = {
  get: (uuid: string) => api.get<PatientSettings>(`${patientPath(uuid)}/settings`),
  set: (uuid: string, body: PatientSettingsEdit) => api.patch<PatientSettings>(`${patientPath(uuid)}/settings`, body),
};

export const usePatientSettings = (uuid: string) => useQuery({ queryKey: keys.part(uuid, 'settings'), queryFn: () => patientSettingsApi.get(uuid) });

/** The answer becomes the cached tab. */
export function useSetPatientSettings(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientSettingsEdit) => patientSettingsApi.set(uuid, body),
    onSuccess: (next) => client.setQueryData(keys.part(uuid, 'settings'), next),
  });
}
