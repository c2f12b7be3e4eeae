import { api, type Paged, type Query } from '@dental/api-client';
import type {
  BranchSummary,
  KinshipType,
  Patient,
  PatientAuditEntry,
  PatientCreate,
  PatientDoctors,
  PatientDoctorsEdit,
  PatientEdit,
  PatientExportQuery,
  PatientFile,
  PatientFileSection,
  PatientListItem,
  PatientListQuery,
  PatientRelationship,
  PatientSaveAnswer,
  PatientSettings,
  PatientSettingsEdit,
  PatientTest,
  PatientTestCreate,
  PatientTestsAnswer,
  QuestionnaireDetails,
} from '@dental/contracts';

/** An empty filter is no filter: it is left out of the address (the API's queries are strict). */
const filters = (p: PatientExportQuery): Query => ({
  search: p.search || undefined,
  status: p.status,
  doctor_uuid: p.doctor_uuid || undefined,
  branch_uuid: p.branch_uuid || undefined,
  sort: p.sort,
  order: p.order,
});

const P = (uuid: string) => `/patients/${encodeURIComponent(uuid)}`;

/** The save answers are `{data, warnings}`: the client would unwrap `data`, so they go raw. */
const save = (path: string, method: 'POST' | 'PATCH', body: unknown) => api.raw<PatientSaveAnswer>(method, path, { body });

export const patientsApi = {
  list: (p: PatientListQuery, signal?: AbortSignal) =>
    api.page<PatientListItem>('/patients', { ...filters(p), page: p.page, per_page: p.per_page }, { signal }),
  /** The filtered list as CSV (no paging), with the server's file name. */
  exportCsv: (p: PatientExportQuery) => api.blob('/patients/export.csv', filters(p)),
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
  upload: (uuid: string, section: PatientFileSection, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<PatientFile>(`${P(uuid)}/files/${section}`, form);
  },
  download: (uuid: string, section: PatientFileSection, file: string) => api.blob(`${P(uuid)}/files/${section}/${encodeURIComponent(file)}`),
  removeFile: (uuid: string, section: PatientFileSection, file: string) => api.delete<void>(`${P(uuid)}/files/${section}/${file}`),

  history: (uuid: string, page: number) => api.page<PatientAuditEntry>(`${P(uuid)}/history`, { page, per_page: 25 }),

  /** The fills, newest first, and when each of the company's questionnaires is due. */
  tests: (uuid: string) => api.raw<PatientTestsAnswer>('GET', `${P(uuid)}/tests`),
  test: (uuid: string, test: string) => api.get<PatientTest>(`${P(uuid)}/tests/${encodeURIComponent(test)}`),
  fillTest: (uuid: string, body: PatientTestCreate) => api.post<PatientTest>(`${P(uuid)}/tests`, body),
  approveTest: (uuid: string, test: string, version: number) => api.post<PatientTest>(`${P(uuid)}/tests/${encodeURIComponent(test)}/approve`, { version }),
  /** A questionnaire with its ordered questions, to fill for this patient (patients_tests_add). */
  questionnaire: (patient: string, questionnaire: string) =>
    api.get<QuestionnaireDetails>(`/patients/${encodeURIComponent(patient)}/tests/form/${encodeURIComponent(questionnaire)}`),

  settings: (uuid: string) => api.get<PatientSettings>(`${P(uuid)}/settings`),
  setSettings: (uuid: string, body: PatientSettingsEdit) => api.patch<PatientSettings>(`${P(uuid)}/settings`, body),

  /** The branches of the company (any signed-in user). */
  branches: () => api.get<BranchSummary[]>('/meta/branches'),
};

export type { Paged };
