import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteName } from '@dental/contracts';

/** Loads a remote's routes component. `fresh`: forget what was cached (the Retry button). */
export interface RemoteLoader {
  load(name: RemoteName, options: { fresh: boolean }): Promise<ComponentType>;
}

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteLoaderContext is missing');
  return loader;
}
