import type { BookingDone, BookingHold, BookingManaged, BookingSlot, BookingVisit, PublicAppointment, PublicBooking } from '@dental/contracts';

/**
 * The page's calls to the public API (`/api/public/...`, no sign-in). The answers' shapes are the
 * contract's types; the zod schemas stay on the server, so a patient's phone downloads no validator.
 */
export type ApiFailure = { kind: 'not_found' } | { kind: 'failed'; status: number; code?: string; message?: string; details?: Record<string, unknown> };

export class PublicApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.kind === 'not_found' ? 'Not found' : `HTTP ${failure.status}`);
  }
}

export async function publicCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/public${path}`, {
      method,
      // The server's refusals come back translated into the page's language.
      headers: { accept: 'application/json', 'content-language': document.documentElement.lang || 'lv', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new PublicApiError({ kind: 'failed', status: 0 });
  }
  if (response.status === 404) throw new PublicApiError({ kind: 'not_found' });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string; details?: Record<string, unknown> } } | null;
    throw new PublicApiError({ kind: 'failed', status: response.status, code: answer?.error?.code, message: answer?.error?.message, details: answer?.error?.details });
  }
  return ((await response.json()) as { data: T }).data;
}

export const isNotFound = (error: unknown) => error instanceof PublicApiError && error.failure.kind === 'not_found';

const token = (value: string) => encodeURIComponent(value);

/** The reminder's link `/r/{token}`: the appointment, and the patient's three answers. */
export const reminderApi = {
  view: (value: string) => publicCall<PublicAppointment>('GET', `/r/${token(value)}`),
  answer: (value: string, answer: 'confirm' | 'cancel' | 'call-me') => publicCall<PublicAppointment>('POST', `/r/${token(value)}/${answer}`),
};

/** The opt-out link `/o/{token}`: the channel's flag off. */
export const optOutApi = {
  confirm: (value: string) => publicCall<{ channel: 'sms' | 'email' }>('POST', `/o/${token(value)}`),
};

/** The message the server gave for a refusal (translated), if any. */
export const refusalOf = (error: unknown): string | null => (error instanceof PublicApiError && error.failure.kind === 'failed' ? (error.failure.message ?? null) : null);

const slug = (value: string) => encodeURIComponent(value);

/** Online booking at `/book/{branch_slug}` (issue 27). */
export const bookingApi = {
  page: (branch: string) => publicCall<PublicBooking>('GET', `/booking/${slug(branch)}`),
  slots: (branch: string, query: { service_uuid: string; user_uuid?: string; from: string; to: string }) =>
    publicCall<BookingSlot[]>('GET', `/booking/${slug(branch)}/slots?${new URLSearchParams(Object.entries(query).filter(([, v]) => v) as [string, string][])}`),
  hold: (branch: string, body: Record<string, unknown>) => publicCall<BookingHold>('POST', `/booking/${slug(branch)}/holds`, body),
  confirm: (branch: string, hold: string, code: string) => publicCall<BookingDone>('POST', `/booking/${slug(branch)}/holds/${hold}/confirm`, { code }),
  cancel: (manageToken: string) => publicCall<BookingManaged>('POST', `/booking/manage/${token(manageToken)}/cancel`),
};

/** A booking's own link `/book/manage/{token}`: the visit, the starts it may move to, the move and the cancel. */
export const manageApi = {
  visit: (manageToken: string) => publicCall<BookingVisit>('GET', `/booking/manage/${token(manageToken)}`),
  slots: (manageToken: string, from: string, to: string) => publicCall<BookingSlot[]>('GET', `/booking/manage/${token(manageToken)}/slots?${new URLSearchParams({ from, to })}`),
  move: (manageToken: string, start: string) => publicCall<BookingManaged>('POST', `/booking/manage/${token(manageToken)}/move`, { start }),
  cancel: (manageToken: string) => bookingApi.cancel(manageToken),
};

/** The next free starts a refusal offers (`details.alternatives` of 409 BOOKING_SLOT_TAKEN). */
export const alternativesOf = (error: unknown): BookingSlot[] =>
  error instanceof PublicApiError && error.failure.kind === 'failed' && Array.isArray(error.failure.details?.alternatives) ? (error.failure.details.alternatives as BookingSlot[]) : [];
