import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { TreatmentPlan } from '../tooth-map/types';
import { keys, patientPath } from './patients';
import { toothMapKeys } from './tooth-map';

/** The patient's treatment plans with their estimates (issue 12), under the card's key. */
export const planKeys = {
  all: (uuid: string) => keys.part(uuid, 'treatment-plans'),
};

const plansPath = (uuid: string) => `${patientPath(uuid)}/treatment-plans`;
const planPath = (uuid: string, plan: string) => `${plansPath(uuid)}/${encodeURIComponent(plan)}`;

export const useTreatmentPlans = (uuid: string) =>
  useQuery({ queryKey: planKeys.all(uuid), queryFn: ({ signal }) => api.get<TreatmentPlan[]>(plansPath(uuid), { signal }) });

/**
 * A plan write: `change` is applied to the cached list at once and undone on an error (the caller
 * toasts); the plans and the card (stages, frozen prices) are refreshed after.
 */
function usePlanWrite<V, A>(uuid: string, send: (vars: V) => Promise<A>, change?: (vars: V) => (plans: TreatmentPlan[]) => TreatmentPlan[]) {
  const client = useQueryClient();
  const key = planKeys.all(uuid);
  return useMutation({
    mutationFn: send,
    onMutate: async (vars: V) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TreatmentPlan[]>(key);
      if (before && change) client.setQueryData<TreatmentPlan[]>(key, change(vars)(before));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: toothMapKeys.all(uuid) });
      void client.invalidateQueries({ queryKey: keys.part(uuid, 'history') });
    },
  });
}

const withPlan = (plan: string, patch: Partial<TreatmentPlan>) => (plans: TreatmentPlan[]) => plans.map((p) => (p.uuid === plan ? { ...p, ...patch } : p));

/** The uuid a plan shows until the server has answered with its own (the screen offers no action on it). */
export const PENDING_PLAN = 'pending';
const pendingPlan = (name: string, from?: TreatmentPlan): TreatmentPlan => ({
  uuid: `${PENDING_PLAN}-${Date.now()}`,
  name,
  comment: from?.comment ?? null,
  status: 'draft',
  phases: from ? from.phases.map((phase) => ({ ...phase })) : [{ name: '1', items: [], total: 0, insurance: 0 }],
  total: from?.total ?? 0,
  insurance: from?.insurance ?? 0,
  to_pay: from?.to_pay ?? 0,
  approved_at: null,
  approved_by: null,
  has_signature: false,
  snapshot: null,
  closed_at: null,
  created_at: new Date().toISOString(),
  version: 1,
});

export const useCreatePlan = (uuid: string) =>
  usePlanWrite(uuid, (v: { name: string }) => api.post<TreatmentPlan>(plansPath(uuid), v), (v) => (plans) => [...plans, pendingPlan(v.name)]);

export const useRenamePlan = (uuid: string) =>
  usePlanWrite(uuid, (v: { plan: string; name: string; version: number }) => api.patch<TreatmentPlan>(planPath(uuid, v.plan), { name: v.name, version: v.version }), (v) => withPlan(v.plan, { name: v.name }));

export const useApprovePlan = (uuid: string) =>
  usePlanWrite(
    uuid,
    (v: { plan: string; signature: string | null; version: number }) => api.post<TreatmentPlan>(`${planPath(uuid, v.plan)}/approve`, { signature: v.signature ?? undefined, version: v.version }),
    (v) => withPlan(v.plan, { status: 'approved' }),
  );

export const useClosePlan = (uuid: string) =>
  usePlanWrite(uuid, (v: { plan: string; version: number }) => api.post<TreatmentPlan>(`${planPath(uuid, v.plan)}/close`, { version: v.version }), (v) => withPlan(v.plan, { status: 'closed' }));

/** A copy takes over the source's untreated procedures and closes it (docs/decisions.md "Tooth map"): shown so at once. */
export const useCopyPlan = (uuid: string) =>
  usePlanWrite(
    uuid,
    (v: { plan: string }) => api.post<TreatmentPlan>(`${planPath(uuid, v.plan)}/copy`, {}),
    (v) => (plans) => {
      const source = plans.find((p) => p.uuid === v.plan);
      if (!source) return plans;
      return [...plans.map((p) => (p.uuid === v.plan ? { ...p, status: 'closed' as const } : p)), pendingPlan(source.name, source)];
    },
  );

export const useDeletePlan = (uuid: string) =>
  usePlanWrite(uuid, (v: { plan: string }) => api.delete<void>(planPath(uuid, v.plan)), (v) => (plans) => plans.filter((p) => p.uuid !== v.plan));

/**
 * The phases and the order of their procedures, as dragged. `sums` (each phase's procedures'
 * prices and insurer's parts, from the card) keeps the shown totals right until the server answers.
 */
export const useReorderPlan = (uuid: string) =>
  usePlanWrite(
    uuid,
    (v: { plan: string; version: number; phases: { name: string; items: string[] }[]; sums?: { total: number; insurance: number }[] }) =>
      api.put<TreatmentPlan>(`${planPath(uuid, v.plan)}/order`, { phases: v.phases, version: v.version }),
    (v) => (plans) =>
      plans.map((p) => {
        if (p.uuid !== v.plan) return p;
        const phases = v.phases.map((ph, i) => ({ ...ph, total: v.sums?.[i]?.total ?? 0, insurance: v.sums?.[i]?.insurance ?? 0 }));
        return { ...p, phases };
      }),
  );

/** The estimate as a PDF in the patient's communication language. */
export const planPdf = (uuid: string, plan: string) => api.blob(`${planPath(uuid, plan)}/pdf`);
