import { api } from '@dental/api-client';
import type {
  BranchSummary,
  KinshipType,
  Patient,
  PatientAuditEntry,
  PatientCreate,
  PatientDoctors,
  PatientDoctorsEdit,
  PatientEdit,
  PatientFile,
  PatientFileSection,
  PatientListItem,
  PatientRelationship,
  PatientSaveAnswer,
  PatientSettings,
  PatientSettingsEdit,
  UserDetails,
} from '@dental/contracts';
import { getPaged, queryString, send, type Paged } from './http';

/** The list's and the export's filters (libs/contracts patientListQuerySchema). */
export interface ListParams {
  search: string;
  status: string;
  doctor_uuid: string;
  branch_uuid: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
}

const filters = (p: Omit<ListParams, 'page' | 'per_page'>) => ({
  search: p.search,
  status: p.status,
  doctor_uuid: p.doctor_uuid,
  branch_uuid: p.branch_uuid,
  sort: p.sort,
  order: p.order,
});

const P = (uuid: string) => `/patients/${encodeURIComponent(uuid)}`;

/** The save answers are `{data, warnings}`: the client would unwrap `data`, so they go raw. */
const save = async (path: string, method: 'POST' | 'PATCH', body: unknown): Promise<PatientSaveAnswer> =>
  (await send(path, { method, headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })).json();

export const patientsApi = {
  list: (p: ListParams, signal?: AbortSignal) =>
    getPaged<PatientListItem>(`/patients${queryString({ ...filters(p), page: p.page, per_page: p.per_page })}`, signal),
  exportPath: (p: Omit<ListParams, 'page' | 'per_page'>) => `/patients/export.csv${queryString(filters(p))}`,
  get: (uuid: string) => api.get<Patient>(P(uuid)),
  create: (body: PatientCreate) => save('/patients', 'POST', body),
  edit: (uuid: string, body: PatientEdit) => save(P(uuid), 'PATCH', body),
  remove: (uuid: string) => api.delete<void>(P(uuid)),

  relationships: (uuid: string) => api.get<PatientRelationship[]>(`${P(uuid)}/relationships`),
  link: (uuid: string, relative_uuid: string, type: KinshipType) => api.post<PatientRelationship>(`${P(uuid)}/relationships`, { relative_uuid, type }),
  unlink: (uuid: string, link: string) => api.delete<void>(`${P(uuid)}/relationships/${link}`),

  doctors: (uuid: string) => api.get<PatientDoctors>(`${P(uuid)}/doctors`),
  setDoctors: (uuid: string, body: PatientDoctorsEdit) => api.put<PatientDoctors>(`${P(uuid)}/doctors`, body),

  files: (uuid: string, section: PatientFileSection) => api.get<PatientFile[]>(`${P(uuid)}/files/${section}`),
  upload: async (uuid: string, section: PatientFileSection, file: File): Promise<PatientFile> => {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await send(`${P(uuid)}/files/${section}`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
    return ((await answer.json()) as { data: PatientFile }).data;
  },
  filePath: (uuid: string, section: PatientFileSection, file: string) => `${P(uuid)}/files/${section}/${file}`,
  removeFile: (uuid: string, section: PatientFileSection, file: string) => api.delete<void>(`${P(uuid)}/files/${section}/${file}`),

  history: (uuid: string, page: number) => getPaged<PatientAuditEntry>(`${P(uuid)}/history${queryString({ page, per_page: 25 })}`),

  settings: (uuid: string) => api.get<PatientSettings>(`${P(uuid)}/settings`),
  setSettings: (uuid: string, body: PatientSettingsEdit) => api.patch<PatientSettings>(`${P(uuid)}/settings`, body),

  /** The branches of the company (any signed-in user). */
  branches: () => api.get<BranchSummary[]>('/meta/branches'),
  /** Doctors (position type 1) or assistants (2); the API asks for user_view. */
  staff: (type: 1 | 2) => api.get<UserDetails[]>(`/settings/users${queryString({ position_type: type, user_status: 1, per_page: 200, sort: 'last_name' })}`),
};

export type { Paged };
