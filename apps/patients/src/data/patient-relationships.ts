import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { KinshipType, PatientRelationship } from '@dental/contracts';
import { keys, patientPath } from './patients';

export const useRelationships = (uuid: string) =>
  useQuery({ queryKey: keys.part(uuid, 'relationships'), queryFn: () => api.get<PatientRelationship[]>(`${patientPath(uuid)}/relationships`) });

/** A link shows on both cards: both sides' lists are refreshed. */
function useRefreshBoth(uuid: string) {
  const client = useQueryClient();
  return (relative: string) => {
    void client.invalidateQueries({ queryKey: keys.part(uuid, 'relationships') });
    void client.invalidateQueries({ queryKey: keys.part(relative, 'relationships') });
  };
}

/** "`relative` is this patient's `type`". */
export function useLinkRelative(uuid: string) {
  const refresh = useRefreshBoth(uuid);
  return useMutation({
    mutationFn: ({ relative, type }: { relative: string; type: KinshipType }) =>
      api.post<PatientRelationship>(`${patientPath(uuid)}/relationships`, { relative_uuid: relative, type }),
    onSuccess: (_link, { relative }) => refresh(relative),
  });
}

export function useUnlinkRelative(uuid: string) {
  const refresh = useRefreshBoth(uuid);
  return useMutation({
    mutationFn: (link: PatientRelationship) => api.delete<void>(`${patientPath(uuid)}/relationships/${link.uuid}`),
    onSuccess: (_none, link) => refresh(link.relative.uuid),
  });
}
