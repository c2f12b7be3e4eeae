import { lazy, Suspense } from 'react';
import { LoadingBlock } from '@dental/ui';

/** The import screens load when first opened: one chunk, with its texts (./ImportPages). */
const pages = () => import('./ImportPages');
const ListChunk = lazy(() => pages().then((m) => ({ default: m.ImportsPage })));
const ImportChunk = lazy(() => pages().then((m) => ({ default: m.ImportPage })));

export function ImportsPage() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <ListChunk />
    </Suspense>
  );
}

export function ImportPage() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <ImportChunk />
    </Suspense>
  );
}
