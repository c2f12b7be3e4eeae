import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { Note, NoteCreate, NoteTemplate } from '@dental/contracts';
import { keys, patientPath } from './patients';

/**
 * The card's clinical notes (issue 25) and the company's note templates. Every write refreshes the
 * notes and the history (each note is on the patient's trail).
 */
export const noteKeys = {
  all: (uuid: string) => keys.part(uuid, 'notes'),
  templates: ['note-templates'] as const,
};

const notesPath = (uuid: string) => `${patientPath(uuid)}/notes`;

/** The card's notes, newest first. */
export const useNotes = (uuid: string) =>
  useQuery({
    queryKey: noteKeys.all(uuid),
    queryFn: ({ signal }) => api.get<Note[]>(notesPath(uuid), { signal }),
  });

/** The company's templates (every one: a clinic has a handful), by name. */
export const useNoteTemplates = () =>
  useQuery({
    queryKey: noteKeys.templates,
    queryFn: ({ signal }) => api.all<NoteTemplate>('/settings/note-templates', { sort: 'name' }, { signal }),
    staleTime: 60_000,
  });

function useNoteWrite<V>(uuid: string, send: (vars: V) => Promise<Note>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: noteKeys.all(uuid) }), client.invalidateQueries({ queryKey: keys.part(uuid, 'history') })]),
  });
}

export const useAddNote = (uuid: string) => useNoteWrite(uuid, (body: NoteCreate) => api.post<Note>(notesPath(uuid), body));

export const useEditNote = (uuid: string) =>
  useNoteWrite(uuid, ({ note, text, version }: { note: string; text: string; version: number }) =>
    api.patch<Note>(`${notesPath(uuid)}/${encodeURIComponent(note)}`, { text, version }),
  );

export const useSignNote = (uuid: string) => useNoteWrite(uuid, (note: string) => api.post<Note>(`${notesPath(uuid)}/${encodeURIComponent(note)}/sign`, {}));
