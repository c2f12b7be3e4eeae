import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Paged, type Query } from '@dental/api-client';
import type {
  Patient,
  PatientCreate,
  PatientEdit,
  PatientExportQuery,
  PatientListItem,
  PatientListQuery,
  PatientMerge,
  PatientMergeAnswer,
  PatientSaveAnswer,
  SharedCodeGroup,
} from '@dental/contracts';

/**
 * Query keys of this remote: lists under ['patients', ...], and everything of one patient (card,
 * tabs) under ['patient', uuid], so one invalidation refreshes the whole card.
 */
export const keys = {
  list: (p: PatientListQuery) => ['patients', 'list', p] as const,
  lists: ['patients', 'list'] as const,
  sharedCodes: ['patients', 'shared-codes'] as const,
  search: (purpose: string, search: string) => ['patients', purpose, search] as const,
  patient: (uuid: string) => ['patient', uuid] as const,
  part: (uuid: string, part: string, ...rest: (string | number)[]) => ['patient', uuid, part, ...rest] as const,
};

/** An empty filter is no filter: it is left out of the address (the API's queries are strict). */
const filters = (p: PatientExportQuery): Query => ({
  search: p.search || undefined,
  status: p.status,
  doctor_uuid: p.doctor_uuid || undefined,
  branch_uuid: p.branch_uuid || undefined,
  sort: p.sort,
  order: p.order,
});

/** `/patients/{uuid}`, the root of every path of one patient. */
export const patientPath = (uuid: string) => `/patients/${encodeURIComponent(uuid)}`;

/** The save answers are `{data, warnings}`: the client would unwrap `data`, so they go raw. */
const save = (path: string, method: 'POST' | 'PATCH', body: unknown) => api.raw<PatientSaveAnswer>(method, path, { body });

/**
 * The reason given this session for opening a restricted card (the server answers 409
 * PATIENT_RESTRICTED without one): every read of that card carries it, and the audit keeps it.
 */
const readReasons = new Map<string, string>();
export const giveReadReason = (uuid: string, reason: string) => void readReasons.set(uuid, reason);

export const patientsApi = {
  list: (p: PatientListQuery, signal?: AbortSignal): Promise<Paged<PatientListItem>> =>
    api.page<PatientListItem>('/patients', { ...filters(p), page: p.page, per_page: p.per_page }, { signal }),
  /** The filtered list as CSV (no paging), with the server's file name. */
  exportCsv: (p: PatientExportQuery) => api.blob('/patients/export.csv', filters(p)),
  get: (uuid: string) => api.get<Patient>(patientPath(uuid), readReasons.has(uuid) ? { query: { reason: readReasons.get(uuid) } } : undefined),
  create: (body: PatientCreate) => save('/patients', 'POST', body),
  edit: (uuid: string, body: PatientEdit) => save(patientPath(uuid), 'PATCH', body),
  remove: (uuid: string) => api.delete<void>(patientPath(uuid)),
  merge: (uuid: string, body: PatientMerge) => api.raw<PatientMergeAnswer>('POST', `${patientPath(uuid)}/merge`, { body }),
  sharedCodes: (signal?: AbortSignal) => api.get<SharedCodeGroup[]>('/patients/shared-codes', { signal }),
};

export const usePatientList = (p: PatientListQuery) =>
  useQuery({ queryKey: keys.list(p), queryFn: ({ signal }) => patientsApi.list(p, signal), placeholderData: keepPreviousData });

/**
 * The first matches of a search in name order, apart from the list's own query (`purpose` keeps
 * the kinship picker's and the duplicate check's caches apart).
 */
export const usePatientSearch = (purpose: 'picker' | 'duplicates', search: string, options: { perPage: number; enabled: boolean; staleTime?: number }) =>
  useQuery({
    queryKey: keys.search(purpose, search),
    queryFn: ({ signal }) =>
      patientsApi.list({ search, sort: 'last_name', order: 'asc', page: 1, per_page: options.perPage }, signal),
    enabled: options.enabled,
    staleTime: options.staleTime,
  });

export const usePatient = (uuid: string) => useQuery({ queryKey: keys.patient(uuid), queryFn: () => patientsApi.get(uuid) });

/** The card as the server holds it now (after a 409: the version to save over). */
export function useReloadPatient(uuid: string) {
  const client = useQueryClient();
  return () => client.fetchQuery({ queryKey: keys.patient(uuid), queryFn: () => patientsApi.get(uuid), staleTime: 0 });
}

/** Creates a card; the answer keeps its warnings (possible duplicates, a checksum to look at). */
export function useCreatePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patientsApi.create,
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.lists }),
  });
}

/** Edits a card: the answer becomes the cached card; lists and the history tab are refreshed. */
export function useEditPatient(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientEdit) => patientsApi.edit(uuid, body),
    onSuccess: (answer) => {
      client.setQueryData(keys.patient(uuid), answer.data);
      void client.invalidateQueries({ queryKey: keys.lists });
      void client.invalidateQueries({ queryKey: keys.part(uuid, 'history') });
    },
  });
}

/** Deletes a card (soft): its cache goes, lists are refreshed. */
export function useDeletePatient(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => patientsApi.remove(uuid),
    onSuccess: () => {
      client.removeQueries({ queryKey: keys.patient(uuid) });
      void client.invalidateQueries({ queryKey: keys.lists });
    },
  });
}

/** Merges this card into another: both cards' caches go (this one is deleted, the other gained its rows). */
export function useMergePatient(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientMerge) => patientsApi.merge(uuid, body),
    onSuccess: (answer) => {
      client.removeQueries({ queryKey: keys.patient(uuid) });
      void client.invalidateQueries({ queryKey: keys.patient(answer.data.uuid) });
      void client.invalidateQueries({ queryKey: keys.lists });
    },
  });
}

/** Cards that share a personal code (from before codes became unique), grouped by code, for merging. */
export const useSharedCodes = () => useQuery({ queryKey: keys.sharedCodes, queryFn: ({ signal }) => patientsApi.sharedCodes(signal), staleTime: 60_000 });

/**
 * Keeps one card of a shared personal code: every other card of the group is merged into it, one
 * after another (each merge is its own transaction on the server). Every patient list is refreshed.
 */
export function useKeepCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ keep, others }: { keep: PatientListItem; others: PatientListItem[] }) => {
      for (const other of others) await patientsApi.merge(other.uuid, { into_uuid: keep.uuid, version: other.version });
    },
    onSettled: (_answer, _error, { keep, others }) => {
      for (const card of others) client.removeQueries({ queryKey: keys.patient(card.uuid) });
      void client.invalidateQueries({ queryKey: keys.patient(keep.uuid) });
      void client.invalidateQueries({ queryKey: ['patients'] });
    },
  });
}

export type { Paged };
