import { lazy, Suspense } from 'react';
import { LoadingBlock } from '@dental/ui';
import { Route, Routes } from '@dental/ui/router';
import { ImpersonatePage } from '../auth/ImpersonatePage';
import { LoginPage } from '../auth/LoginPage';
import { RequireAuth } from '../auth/RequireAuth';
import { AppLayout } from '../layout/AppLayout';
import { ErrorPage } from '../pages/ErrorPage';
import { RemoteOutlet } from './RemoteOutlet';

// Ops-only, so kept out of the first paint.
const StatusPage = lazy(() => import('../pages/StatusPage').then((m) => ({ default: m.StatusPage })));
const OutboxPage = lazy(() => import('../pages/OutboxPage').then((m) => ({ default: m.OutboxPage })));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/login/impersonate/:token" element={<ImpersonatePage />} />
      <Route element={<RequireAuth />}>
        <Route element={<AppLayout />}>
          <Route path="/403" element={<ErrorPage code={403} />} />
          <Route path="/404" element={<ErrorPage code={404} />} />
          <Route
            path="/test"
            element={
              <Suspense fallback={<LoadingBlock />}>
                <StatusPage />
              </Suspense>
            }
          />
          <Route
            path="/test/outbox"
            element={
              <Suspense fallback={<LoadingBlock />}>
                <OutboxPage />
              </Suspense>
            }
          />
          <Route path="*" element={<RemoteOutlet />} />
        </Route>
      </Route>
    </Routes>
  );
}
