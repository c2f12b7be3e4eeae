import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { PatientDoctors, PatientDoctorsEdit } from '@dental/contracts';
import { keys, patientPath } from './patients';

export const usePatientDoctors = (uuid: string) =>
  useQuery({ queryKey: keys.part(uuid, 'doctors'), queryFn: () => api.get<PatientDoctors>(`${patientPath(uuid)}/doctors`) });

/** The answer becomes the cached tab; the card (which names the doctor) is refreshed. */
export function useSetPatientDoctors(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientDoctorsEdit) => api.put<PatientDoctors>(`${patientPath(uuid)}/doctors`, body),
    onSuccess: (next) => {
      client.setQueryData(keys.part(uuid, 'doctors'), next);
      void client.invalidateQueries({ queryKey: keys.patient(uuid) });
    },
  });
}
