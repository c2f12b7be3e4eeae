import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from '@dental/ui/router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Me } from '@dental/contracts';
import { api } from '@dental/api-client';
import { useSession } from '@dental/auth';
import { ErrorCard, LoadingBlock } from '@dental/ui';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** Signed-in area: without a token go to /login, keeping the wanted path to return to. */
export function RequireAuth() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const token = useSession((s) => s.token);
  const me = useSession((s) => s.me);
  const setMe = useSession((s) => s.setMe);
  // The user is re-read on every start (permissions may have changed); the saved copy paints meanwhile.
  const query = useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => api.get<Me>('/auth'), enabled: Boolean(token) });
  useEffect(() => {
    if (query.data) setMe(query.data);
  }, [query.data, setMe]);

  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!me) {
    return query.isError ? (
      <ErrorCard title={t('remote.failed_title')} text={t('remote.failed_text')} onRetry={() => void query.refetch()} />
    ) : (
      <LoadingBlock />
    );
  }
  return <Outlet />;
}
