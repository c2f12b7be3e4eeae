import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingBlock } from './Spinner';

/**
 * A screen (or a part of one) whose code loads when it first renders, with the loading block
 * meanwhile: a remote's first screen stays within its size budget (`npm run size`) while the rest
 * of its screens come on demand. `load` resolves to the component, e.g.
 * `lazyScreen(() => import('./Pages').then((m) => m.Details))`; the module registers its own texts.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Chunk = lazy(async () => ({ default: await load() }));
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={<LoadingBlock />}>
        <Chunk {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}
