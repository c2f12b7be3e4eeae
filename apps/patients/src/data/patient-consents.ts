import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { ConsentRecord, ConsentRecordCreate, ConsentRecordsAnswer } from '@dental/contracts';
import { keys, patientPath } from './patients';

/** The consent history, newest first, with each purpose's current state. */
export const useConsentRecords = (uuid: string) =>
  useQuery({ queryKey: keys.part(uuid, 'consents'), queryFn: () => api.raw<ConsentRecordsAnswer>('GET', `${patientPath(uuid)}/consent-records`) });

/** A record may set a flag of the settings tab: both are read again. */
export function useRecordConsent(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentRecordCreate) => api.post<ConsentRecord>(`${patientPath(uuid)}/consent-records`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.part(uuid, 'consents') });
      void client.invalidateQueries({ queryKey: keys.part(uuid, 'settings') });
    },
  });
}
