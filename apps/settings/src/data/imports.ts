import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadBlob } from '@dental/api-client';
import type { ImportDryRunAnswer, ImportEncoding, ImportMapping, ImportStatus, ImportUploadAnswer } from '@dental/contracts';

/** API paths of the imports module (services/imports), under the client's /api base. */
const IMPORTS = '/imports';
const one = (uuid: string) => `${IMPORTS}/${uuid}`;

export const importKeys = {
  all: ['imports'] as const,
  list: (page: number) => ['imports', 'list', page] as const,
  one: (uuid: string) => ['imports', uuid] as const,
};

/** How often a running import is asked how far it got. */
export const PROGRESS_POLL_MS = 1000;

export const useImports = (page: number) =>
  useQuery({
    queryKey: importKeys.list(page),
    queryFn: ({ signal }) => api.page<ImportStatus>(IMPORTS, { page, per_page: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });

/** One import; while it runs it is asked again every second, so the bar moves (and survives a reload). */
export const useImport = (uuid: string) =>
  useQuery({
    queryKey: importKeys.one(uuid),
    queryFn: ({ signal }) => api.get<ImportStatus>(one(uuid), { signal }),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? PROGRESS_POLL_MS : false),
  });

export interface UploadOptions {
  encoding?: ImportEncoding;
  delimiter?: string;
}

/** Every step of an import; each answer replaces the cached import, the list is refreshed. */
export function useImportActions() {
  const client = useQueryClient();
  const settle = (status: ImportStatus) => {
    client.setQueryData(importKeys.one(status.uuid), status);
    void client.invalidateQueries({ queryKey: [...importKeys.all, 'list'] });
  };
  return {
    upload: useMutation({
      mutationFn: ({ file, options }: { file: File; options: UploadOptions }) => {
        const form = new FormData();
        if (options.encoding) form.append('encoding', options.encoding);
        if (options.delimiter) form.append('delimiter', options.delimiter);
        form.append('file', file, file.name);
        return api.upload<ImportUploadAnswer>(IMPORTS, form);
      },
      onSuccess: () => void client.invalidateQueries({ queryKey: [...importKeys.all, 'list'] }),
    }),
    map: useMutation({ mutationFn: ({ uuid, mapping }: { uuid: string; mapping: ImportMapping }) => api.put<ImportStatus>(`${one(uuid)}/mapping`, mapping), onSuccess: settle }),
    dryRun: useMutation({ mutationFn: (uuid: string) => api.post<ImportDryRunAnswer>(`${one(uuid)}/dry-run`) }),
    run: useMutation({ mutationFn: (uuid: string) => api.post<ImportStatus>(`${one(uuid)}/run`), onSuccess: settle }),
    undo: useMutation({ mutationFn: (uuid: string) => api.post<ImportStatus>(`${one(uuid)}/undo`), onSuccess: settle }),
  };
}

/** The last dry run's or run's row errors as a CSV file, in the user's language. */
export async function downloadErrors(uuid: string): Promise<void> {
  const { blob, filename } = await api.blob(`${one(uuid)}/errors.csv`);
  downloadBlob(blob, filename ?? 'import-errors.csv');
}
