import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * Server state lives here. Client errors (4xx) are answers, not glitches: they are not retried.
 * Window-focus refetches are off because a clinic screen stays open all day.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
