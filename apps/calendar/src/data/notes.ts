import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { Note } from '@dental/contracts';

/** One visit's clinical notes (issue 25): the dental card's notes of the patient, of this appointment. */
const visitNotesKey = (patient: string, appointment: string) => ['patient', patient, 'notes', 'visit', appointment] as const;
const notesPath = (patient: string) => `/patients/${encodeURIComponent(patient)}/notes`;

export const useVisitNotes = (patient: string, appointment: string, enabled: boolean) =>
  useQuery({
    queryKey: visitNotesKey(patient, appointment),
    queryFn: ({ signal }) => api.get<Note[]>(notesPath(patient), { query: { appointment_uuid: appointment }, signal }),
    enabled,
  });

/** A note written in the visit's panel, of this visit; the visit's list is read again after it. */
export function useAddVisitNote(patient: string, appointment: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<Note>(notesPath(patient), { appointment_uuid: appointment, text }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: visitNotesKey(patient, appointment) }), client.invalidateQueries({ queryKey: ['patient', patient, 'notes'] })]),
  });
}
