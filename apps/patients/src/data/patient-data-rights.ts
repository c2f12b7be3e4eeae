import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Download } from '@dental/api-client';
import type { Patient, PatientErase, PatientErasure, PatientExport, PatientExportStarted, PatientRestrictionEdit } from '@dental/contracts';
import { keys, patientPath } from './patients';

/** Starts an export of the patient's data; its job is then followed with useExportStatus. */
export const useStartExport = (uuid: string) => useMutation({ mutationFn: () => api.post<PatientExportStarted>(`${patientPath(uuid)}/export`) });

/** The export's state, read every second while its job is queued or running. */
export const useExportStatus = (uuid: string, exportUuid: string | null) =>
  useQuery({
    queryKey: keys.part(uuid, 'export', exportUuid ?? ''),
    queryFn: () => api.get<PatientExport>(`${patientPath(uuid)}/exports/${exportUuid}`),
    enabled: exportUuid !== null,
    refetchInterval: (query) => (query.state.data && (query.state.data.state === 'done' || query.state.data.state === 'failed') ? false : 1000),
  });

/** The ZIP, once: the API's `download_url` names the route (under /api). */
export const downloadExport = (downloadUrl: string): Promise<Download> => api.blob(downloadUrl.replace(/^\/api/, ''));

/** Erases the patient; the card and its tabs are read again. */
export function useErasePatient(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientErase) => api.post<PatientErasure>(`${patientPath(uuid)}/erase`, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.patient(uuid) }),
  });
}

/** Restricts the patient's processing, or lifts it (patients_erase); the card is read again. */
export function useSetRestriction(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientRestrictionEdit) => api.put<Patient>(`${patientPath(uuid)}/restriction`, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.patient(uuid) }),
  });
}
