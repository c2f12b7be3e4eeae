import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@dental/api-client';
import type { Appointment, ToothMapCard, ToothMapCatalogue } from '@dental/contracts';
import { expandToothMap } from '@dental/contracts/values';
import { surfaceCode, type Surface, type ToothType } from '@dental/domain-teeth';
import type { ServiceOption, ToothItemCreate, ToothMap, ToothMapItem, ToothMapStatus } from '../tooth-map/types';
import { keys, patientPath } from './patients';

/**
 * The dental card (issue 12): the card at a date, the look-ups its forms need, and the writes on
 * its items. Every write answers at once: it changes today's cached card, rolls it back when the
 * server refuses (the caller shows the toast), and refreshes the card, the plans and the history.
 */
export const toothMapKeys = {
  all: (uuid: string) => keys.part(uuid, 'tooth-map'),
  card: (uuid: string, at: string | null) => keys.part(uuid, 'tooth-map', 'card', at ?? 'today'),
  catalogue: ['tooth-map', 'catalogue'] as const,
};

const mapPath = (uuid: string) => `${patientPath(uuid)}/tooth-map`;
const itemPath = (uuid: string, item: string) => `${mapPath(uuid)}/items/${encodeURIComponent(item)}`;

/** The card in force at `at` (YYYY-MM-DD), or today's: its items rebuilt whole from the answer's statuses. */
export const useToothMap = (uuid: string, at: string | null) =>
  useQuery({
    queryKey: toothMapKeys.card(uuid, at),
    queryFn: async ({ signal }): Promise<ToothMap> =>
      expandToothMap(await api.get<ToothMapCard>(mapPath(uuid), { query: at ? { at } : undefined, signal })),
  });

/**
 * The appointment the card was opened from (the calendar's GET): its status and patient tell whether
 * it takes treatment (contracts' appointmentTakesTreatment), so the card offers Treat only where the server accepts it.
 */
export const useCardAppointment = (appointment: string | null) =>
  useQuery({
    queryKey: ['calendar', 'appointment', appointment],
    queryFn: ({ signal }) => api.get<Appointment>(`/calendar/appointments/${encodeURIComponent(appointment ?? '')}`, { signal }),
    enabled: appointment !== null,
  });

/**
 * The diagnoses and services the card's forms offer (GET /api/tooth-map/catalogue, with the card's
 * own permission: a doctor need not hold the settings' ones). They change only in Settings.
 */
const useCatalogue = () =>
  useQuery({
    queryKey: toothMapKeys.catalogue,
    queryFn: () => api.get<ToothMapCatalogue>('/tooth-map/catalogue'),
    staleTime: 5 * 60_000,
  });

export const useToothStatuses = () => {
  const query = useCatalogue();
  return { ...query, data: query.data?.statuses };
};

/** The services a procedure can be planned with, at the price a plan shows until approval. */
export const useToothServices = () => {
  const query = useCatalogue();
  return { ...query, data: query.data?.services.map((service): ServiceOption => ({ uuid: service.uuid, name: service.name, price: service.price_from })) };
};

type Change = (card: ToothMap) => ToothMap;

/** One optimistic write on today's card: `change` is applied at once and undone on an error. */
function useCardWrite<V, A>(uuid: string, send: (vars: V) => Promise<A>, change: (vars: V) => Change) {
  const client = useQueryClient();
  const today: QueryKey = toothMapKeys.card(uuid, null);
  return useMutation({
    mutationFn: send,
    onMutate: async (vars: V) => {
      await client.cancelQueries({ queryKey: today });
      const before = client.getQueryData<ToothMap>(today);
      if (before) client.setQueryData<ToothMap>(today, change(vars)(before));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(today, context.before);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: toothMapKeys.all(uuid) });
      void client.invalidateQueries({ queryKey: keys.part(uuid, 'treatment-plans') });
      void client.invalidateQueries({ queryKey: keys.part(uuid, 'history') });
    },
  });
}

const patchItem = (item: string, patch: Partial<ToothMapItem>): Change => (card) => ({
  ...card,
  items: card.items.map((i) => (i.uuid === item ? { ...i, ...patch } : i)),
});

export function useSetToothType(uuid: string) {
  return useCardWrite(
    uuid,
    (v: { tooth: number; type: ToothType; version?: number }) => api.put<unknown>(`${mapPath(uuid)}/teeth/${v.tooth}`, { type: v.type, version: v.version }),
    (v) => (card) => ({ ...card, teeth: [...card.teeth.filter((t) => t.tooth !== v.tooth), { tooth: v.tooth, type: v.type, version: (v.version ?? 0) + 1 }] }),
  );
}

/** A diagnosis; drawn at once with the chosen status under a temporary id. */
export function useAddItem(uuid: string) {
  return useCardWrite(
    uuid,
    (v: { body: ToothItemCreate; status: ToothMapStatus }) => api.post<ToothMapItem>(`${mapPath(uuid)}/items`, v.body),
    (v) => (card) => ({
      ...card,
      items: [
        ...card.items,
        {
          uuid: `pending-${Date.now()}`,
          tooth: v.body.tooth ?? null,
          jaw: v.body.jaw ?? null,
          surfaces: v.body.tooth ? v.body.surfaces.flatMap((name) => surfaceCode(v.body.tooth as number, name) ?? []) : [],
          status: v.status,
          stage: v.body.stage,
          service: null,
          plan_uuid: null,
          price: null,
          price_frozen: false,
          insurance: null,
          practitioner: null,
          invalidated_at: null,
          invalidation_reason: null,
          comment: v.body.comment ?? null,
          diagnosed_at: new Date().toISOString(),
          planned_at: null,
          treated_at: null,
          appointment_uuid: null,
          version: 1,
        },
      ],
    }),
  );
}

export function usePlanItem(uuid: string) {
  return useCardWrite(
    uuid,
    (v: { item: string; service: ServiceOption; plan_uuid: string; surfaces?: Surface[] }) =>
      api.post<ToothMapItem>(`${itemPath(uuid, v.item)}/plan`, { service_uuid: v.service.uuid, plan_uuid: v.plan_uuid, surfaces: v.surfaces }),
    (v) => patchItem(v.item, { stage: 'planned', service: { uuid: v.service.uuid, name: v.service.name }, plan_uuid: v.plan_uuid, planned_at: new Date().toISOString() }),
  );
}

export function useTreatItem(uuid: string) {
  return useCardWrite(
    uuid,
    (v: { item: string; appointment_uuid: string }) => api.post<ToothMapItem>(`${itemPath(uuid, v.item)}/treat`, { appointment_uuid: v.appointment_uuid }),
    (v) => patchItem(v.item, { stage: 'treated', treated_at: new Date().toISOString(), appointment_uuid: v.appointment_uuid }),
  );
}

/** Surfaces or comment; a treated item answers 409 `tooth_locked` and the change is undone. */
export function useEditItem(uuid: string) {
  return useCardWrite(
    uuid,
    (v: { item: string; surfaces?: Surface[]; comment?: string; insurance?: number | null; version: number }) =>
      api.patch<ToothMapItem>(itemPath(uuid, v.item), { surfaces: v.surfaces, comment: v.comment, insurance: v.insurance, version: v.version }),
    (v) =>
      patchItem(v.item, {
        ...(v.surfaces ? { surfaces: v.surfaces } : {}),
        ...(v.comment !== undefined ? { comment: v.comment } : {}),
        ...(v.insurance !== undefined ? { insurance: v.insurance } : {}),
      }),
  );
}

/** An invalidated item leaves today's card (it stays in the log, so past dates still show it). */
export function useInvalidateItem(uuid: string) {
  return useCardWrite(
    uuid,
    (v: { item: string; reason: string }) => api.post<ToothMapItem>(`${itemPath(uuid, v.item)}/invalidate`, { reason: v.reason }),
    (v) => (card) => ({ ...card, items: card.items.filter((i) => i.uuid !== v.item) }),
  );
}

export function useDeleteItem(uuid: string) {
  return useCardWrite(
    uuid,
    (v: { item: string }) => api.delete<void>(itemPath(uuid, v.item)),
    (v) => (card) => ({ ...card, items: card.items.filter((i) => i.uuid !== v.item) }),
  );
}
