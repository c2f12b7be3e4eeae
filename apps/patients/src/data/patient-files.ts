import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { PatientFile, PatientFileSection } from '@dental/contracts';
import { keys, patientPath } from './patients';

const filesPath = (uuid: string, section: PatientFileSection) => `${patientPath(uuid)}/files/${section}`;

export const useFiles = (uuid: string, section: PatientFileSection) =>
  useQuery({ queryKey: keys.part(uuid, 'files', section), queryFn: () => api.get<PatientFile[]>(filesPath(uuid, section)) });

/**
 * Upload, download and delete in one section. Uploads come in batches (several dropped files), so
 * the list is refreshed once by the caller (`refresh`) rather than after each file.
 */
export function useFileActions(uuid: string, section: PatientFileSection) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.part(uuid, 'files', section) });
  return {
    refresh,
    upload: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.upload<PatientFile>(filesPath(uuid, section), form);
    },
    download: (file: string) => api.blob(`${filesPath(uuid, section)}/${encodeURIComponent(file)}`),
    remove: async (file: string) => {
      await api.delete<void>(`${filesPath(uuid, section)}/${file}`);
      void refresh();
    },
  };
}
