import { Suspense, use, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@dental/contracts';
import { ErrorCard, LoadingBlock } from '@dental/ui';
import { useRemoteLoader, type RemoteLoader } from './remote-loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { IncompatibleRemoteError } from './shared-compatibility';

/** One promise per loader, remote and attempt, so renders reuse it and Retry makes a new one. */
const cache = new WeakMap<RemoteLoader, Map<string, Promise<ComponentType>>>();

function loadOnce(loader: RemoteLoader, name: RemoteName, attempt: number): Promise<ComponentType> {
  let byKey = cache.get(loader);
  if (!byKey) cache.set(loader, (byKey = new Map()));
  const key = `${name}#${attempt}`;
  let promise = byKey.get(key);
  if (!promise) {
    promise = loader.load(name, { fresh: attempt > 0 });
    byKey.set(key, promise);
  }
  return promise;
}

function RemoteRoutes({ name, attempt }: { name: RemoteName; attempt: number }) {
  const Routes = use(loadOnce(useRemoteLoader(), name, attempt));
  return <Routes />;
}

/**
 * Where one remote renders. Its failures stay here: a card with Retry replaces only this area,
 * and Retry loads the remote again without reloading the page.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      resetKey={attempt}
      fallback={(error) => (
        <div className="shell-remote-error">
          {error instanceof IncompatibleRemoteError ? (
            <ErrorCard
              title={t('remote.incompatible_title')}
              text={t('remote.incompatible_text', {
                built: error.mismatches.map((m) => `${m.name} ${m.remote}`).join(', '),
                running: error.mismatches.map((m) => `${m.name} ${m.shell}`).join(', '),
              })}
              onRetry={() => setAttempt((a) => a + 1)}
            />
          ) : (
            <ErrorCard title={t('remote.failed_title')} text={t('remote.failed_text')} onRetry={() => setAttempt((a) => a + 1)} />
          )}
        </div>
      )}
    >
      <Suspense fallback={<LoadingBlock label={t('remote.loading')} />}>
        <RemoteRoutes name={name} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
