import type { PublicAppointment } from '@dental/contracts';

/**
 * The page's calls to the public API (`/api/public/...`, no sign-in). The answers' shapes are the
 * contract's types; the zod schemas stay on the server, so a patient's phone downloads no validator.
 */
export type ApiFailure = { kind: 'not_found' } | { kind: 'failed'; status: number };

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
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new PublicApiError({ kind: 'failed', status: 0 });
  }
  if (response.status === 404) throw new PublicApiError({ kind: 'not_found' });
  if (!response.ok) throw new PublicApiError({ kind: 'failed', status: response.status });
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
