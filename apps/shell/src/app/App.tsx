import { useEffect, useState } from 'react';
import { loadErrorTexts } from '@dental/i18n/browser';
import { BrowserRouter } from '@dental/ui/router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@dental/api-client';
import { Toasts } from '@dental/ui';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';
import { AppRoutes } from './AppRoutes';
import { DocumentTitle } from './DocumentTitle';

export function App({ loader, queryClient }: { loader: RemoteLoader; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The error messages are not part of the first paint (npm run size): fetched once it is on screen.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(() => void loadErrorTexts().catch(() => undefined)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <QueryClientProvider client={client}>
      <RemoteLoaderContext.Provider value={loader}>
        <BrowserRouter>
          <DocumentTitle />
          <AppRoutes />
        </BrowserRouter>
        <Toasts />
      </RemoteLoaderContext.Provider>
    </QueryClientProvider>
  );
}
