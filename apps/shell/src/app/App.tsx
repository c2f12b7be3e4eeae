import { useState } from 'react';
import { BrowserRouter } from '@dental/ui/router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@dental/api-client';
import { Toasts } from '@dental/ui';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';
import { AppRoutes } from './AppRoutes';
import { DocumentTitle } from './DocumentTitle';

export function App({ loader, queryClient }: { loader: RemoteLoader; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
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
