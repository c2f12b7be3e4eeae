import './jsdom-polyfills';
import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Appointment } from '@dental/contracts';
import { addNamespaceBundle, initI18n } from '@dental/i18n/browser';
import calendarTexts from '@dental/i18n/bundles/calendar';
import { useToasts } from '@dental/ui';
import { calendarKeys } from '../data/appointments';
import { UnplannedTab } from '../panel/UnplannedTab';

initI18n('en');
addNamespaceBundle('calendar', calendarTexts);

const BRANCH = '0b9c3c0e-5f6a-4c55-9a57-1d7b1f0e2a01';
const WARNING = { code: 'USER_NOT_WORKING', message: 'Lietotājs šajā laikā nestrādā', field: 'practitioner_uuid' };

function queued(outside: boolean): Appointment {
  return {
    uuid: 'q1',
    branch_uuid: BRANCH,
    room_uuid: null,
    patient: { uuid: 'p', first_name: 'Anna', last_name: 'Ābola', phone: null, personal_code: null, alerts: [] },
    practitioner: null,
    assistant: null,
    speciality: null,
    service: null,
    price: null,
    reason: 'acute',
    status: 0,
    status_name: 'unplanned',
    time_from: null,
    time_to: null,
    desired_date: '2026-11-23',
    comment: null,
    outside_work_time: outside,
    cancel_reason: null,
    callback_requested_at: null,
    source: 'desk',
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    version: 1,
  } as Appointment;
}

/** "Plan here" from the panel's queue list, the server answering that the doctor does not work then. */
async function planHere(before: Appointment) {
  useToasts.getState().clear();
  globalThis.fetch = jest.fn(async () => {
    const text = JSON.stringify({ data: { ...before, status: 1, outside_work_time: true, version: 2 }, warnings: [WARNING] });
    return { ok: true, status: 200, headers: { get: () => null }, text: async () => text };
  }) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(calendarKeys.queue(BRANCH, 1), [before]);
  render(
    <QueryClientProvider client={client}>
      <UnplannedTab branch={BRANCH} draft={{ room_uuid: 'r1', date: '2026-11-23', from: 1200, to: 1230 } as never} rooms={[{ uuid: 'r1', name: 'Room 1' }]} timeZone="Europe/Riga" />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Plan here' }));
  // The plan's answer goes through the mutation and the toasts store (waited for up to the web setup's 5 s).
  await waitFor(() => expect(useToasts.getState().toasts.length).toBeGreaterThan(0));
  return useToasts.getState().toasts.map((toast) => [toast.kind, toast.text]);
}

describe('planning a queued appointment', () => {
  it('warns that the doctor does not work then when the plan made it so', async () => {
    expect(await planHere(queued(false))).toEqual([
      ['success', 'Appointment planned'],
      ['warning', 'The user does not work during this time'],
    ]);
  });

  it('does not repeat the warning the appointment already carried', async () => {
    expect(await planHere(queued(true))).toEqual([['success', 'Appointment planned']]);
  });
});
