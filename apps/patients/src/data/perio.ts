import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { PerioExam, PerioExamEdit, PerioExamListItem } from '@dental/contracts';
import { keys, patientPath } from './patients';

/** The patient's periodontal exams (issue 29), under the patient's key (one invalidation refreshes the card). */
export const perioKeys = {
  all: (uuid: string) => keys.part(uuid, 'perio-exams'),
  list: (uuid: string) => keys.part(uuid, 'perio-exams', 'list'),
  exam: (uuid: string, exam: string, compareTo: string | null) => keys.part(uuid, 'perio-exams', exam, compareTo ?? 'none'),
};

const examsPath = (uuid: string) => `${patientPath(uuid)}/perio-exams`;
const examPath = (uuid: string, exam: string) => `${examsPath(uuid)}/${encodeURIComponent(exam)}`;

export const usePerioExams = (uuid: string) =>
  useQuery({ queryKey: perioKeys.list(uuid), queryFn: ({ signal }) => api.get<PerioExamListItem[]>(examsPath(uuid), { signal }) });

/** One exam, with another one compared when `compareTo` is set. */
export const usePerioExam = (uuid: string, exam: string | null, compareTo: string | null) =>
  useQuery({
    queryKey: perioKeys.exam(uuid, exam ?? '', compareTo),
    queryFn: ({ signal }) => api.get<PerioExam>(examPath(uuid, exam ?? ''), { query: compareTo ? { compare_to: compareTo } : undefined, signal }),
    enabled: exam !== null,
  });

function useRefresh(uuid: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: perioKeys.all(uuid) });
    void client.invalidateQueries({ queryKey: keys.part(uuid, 'history') });
  };
}

export function useCreatePerioExam(uuid: string) {
  const refresh = useRefresh(uuid);
  return useMutation({ mutationFn: () => api.post<PerioExam>(examsPath(uuid), {}), onSettled: refresh });
}

/** The whole chart's changes in one PATCH; the answer is the whole exam. */
export function useEditPerioExam(uuid: string) {
  const refresh = useRefresh(uuid);
  return useMutation({ mutationFn: ({ exam, body }: { exam: string; body: PerioExamEdit }) => api.patch<PerioExam>(examPath(uuid, exam), body), onSettled: refresh });
}

export function useDeletePerioExam(uuid: string) {
  const refresh = useRefresh(uuid);
  return useMutation({ mutationFn: (exam: string) => api.delete<void>(examPath(uuid, exam)), onSettled: refresh });
}

export const perioPdf = (uuid: string, exam: string) => api.blob(`${examPath(uuid, exam)}/pdf`);
