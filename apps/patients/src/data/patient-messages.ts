import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { ManualMessage, PatientMessage } from '@dental/contracts';
import { keys, patientPath } from './patients';

/** The patient's messages (newest first), a message typed by hand and a resend: /api/patients/{uuid}/messages. */
export const patientMessagesApi = {
  list: (uuid: string, page: number) => api.page<PatientMessage>(`${patientPath(uuid)}/messages`, { page, per_page: 25 }),
  send: (uuid: string, body: ManualMessage) => api.post<PatientMessage>(`${patientPath(uuid)}/messages`, body),
  resend: (uuid: string, message: string) => api.post<PatientMessage>(`${patientPath(uuid)}/messages/${encodeURIComponent(message)}/resend`, {}),
};

export const usePatientMessages = (uuid: string, page: number) =>
  useQuery({
    queryKey: keys.part(uuid, 'messages', page),
    queryFn: () => patientMessagesApi.list(uuid, page),
    // A queued message becomes sent (and an SMS delivered) within seconds: the tab follows.
    refetchInterval: (query) => (query.state.data?.data.some((message) => message.state === 'queued') ? 2_000 : false),
  });

export function useSendPatientMessage(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualMessage) => patientMessagesApi.send(uuid, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.part(uuid, 'messages') }),
  });
}

export function useResendPatientMessage(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => patientMessagesApi.resend(uuid, message),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.part(uuid, 'messages') }),
  });
}
