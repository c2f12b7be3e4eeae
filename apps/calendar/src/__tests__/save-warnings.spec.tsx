import './jsdom-polyfills';
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppointmentCreate } from '@dental/contracts';
import { i18next, initI18n } from '@dental/i18n/browser';
import { useToasts } from '@dental/ui';
import { appointmentsApi, toastSaved, useAppointmentWrite } from '../data/appointments';

initI18n('en');

const BRANCH = '0b9c3c0e-5f6a-4c55-9a57-1d7b1f0e2a01';
const WARNING = { code: 'USER_NOT_WORKING', message: 'Lietotājs šajā laikā nestrādā', field: 'practitioner_uuid' };

beforeEach(() => {
  useToasts.getState().clear();
  globalThis.fetch = jest.fn(async () => {
    const text = JSON.stringify({ data: { uuid: 'a1', status: 1, outside_work_time: true }, warnings: [WARNING] });
    return { ok: true, status: 201, headers: { get: () => null }, text: async () => text };
  }) as unknown as typeof fetch;
});

describe('appointment saves', () => {
  it("keep the answer's warnings in the write hook's result and show them as warning toasts", async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useAppointmentWrite(BRANCH, (body: AppointmentCreate) => appointmentsApi.create(body)), { wrapper });
    act(() => result.current.mutate({ branch_uuid: BRANCH } as AppointmentCreate));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const answer = result.current.data;
    expect(answer?.warnings).toEqual([WARNING]);
    expect(answer?.data.uuid).toBe('a1');

    if (answer) toastSaved(answer, 'Appointment created', i18next.t);
    expect(useToasts.getState().toasts.map((toast) => [toast.kind, toast.text])).toEqual([
      ['success', 'Appointment created'],
      ['warning', 'The user does not work during this time'],
    ]);
  });

  it('say "the user does not work during this time" once: not again on the next save, start or end', () => {
    const answer = { data: { uuid: 'a1', status: 7, outside_work_time: true }, warnings: [WARNING] } as never;
    toastSaved(answer, 'Treatment started', i18next.t, { outside_work_time: true } as never);
    expect(useToasts.getState().toasts.map((toast) => [toast.kind, toast.text])).toEqual([['success', 'Treatment started']]);
  });
});
