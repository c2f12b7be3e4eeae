import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { PatientTest, PatientTestCreate, PatientTestsAnswer, QuestionnaireDetails } from '@dental/contracts';
import { keys, patientPath } from './patients';

const testPath = (uuid: string, test: string) => `${patientPath(uuid)}/tests/${encodeURIComponent(test)}`;

/** The fills, newest first, and when each of the company's questionnaires is due (`due`, so raw). */
export const useTests = (uuid: string) =>
  useQuery({ queryKey: keys.part(uuid, 'tests'), queryFn: () => api.raw<PatientTestsAnswer>('GET', `${patientPath(uuid)}/tests`) });

export const useTest = (uuid: string, test: string) => useQuery({ queryKey: keys.part(uuid, 'tests', test), queryFn: () => api.get<PatientTest>(testPath(uuid, test)) });

/** A questionnaire with its ordered questions, to fill for this patient (patients_tests_add); cached a while, it changes only in Settings. */
export const useQuestionnaire = (patient: string, uuid: string) =>
  useQuery({
    queryKey: ['questionnaire', uuid],
    queryFn: () => api.get<QuestionnaireDetails>(`${patientPath(patient)}/tests/form/${encodeURIComponent(uuid)}`),
    staleTime: 5 * 60_000,
  });

/** A new fill; the tab's lists (fills and due dates) are refreshed. */
export function useFillTest(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientTestCreate) => api.post<PatientTest>(`${patientPath(uuid)}/tests`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.part(uuid, 'tests') });
      // The card's alerts follow the newest fill of each questionnaire.
      void client.invalidateQueries({ queryKey: keys.patient(uuid), exact: true });
    },
  });
}

/** Approves a fill with the version read; the answer becomes the cached fill, the tab's list is refreshed. */
export function useApproveTest(uuid: string, test: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api.post<PatientTest>(`${testPath(uuid, test)}/approve`, { version }),
    onSuccess: (approved) => {
      client.setQueryData(keys.part(uuid, 'tests', test), approved);
      void client.invalidateQueries({ queryKey: keys.part(uuid, 'tests'), exact: true });
    },
  });
}
