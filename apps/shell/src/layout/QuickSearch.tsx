import { lazy, Suspense, useEffect } from 'react';
import { opensQuickSearch } from './quick-search-keys';
import { useShellUi } from './shell-ui-store';

// Loaded on its first use, so the shell's first paint stays within its budget (tools/size/size.mjs).
const QuickSearchDialog = lazy(() => import('./QuickSearchDialog').then((m) => ({ default: m.QuickSearchDialog })));

/** Ctrl+K (Cmd+K) or "/" from any signed-in screen opens the quick search over patients and screens. */
export function QuickSearch() {
  const open = useShellUi((s) => s.quickSearchOpen);
  const openQuickSearch = useShellUi((s) => s.openQuickSearch);
  const closeQuickSearch = useShellUi((s) => s.closeQuickSearch);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !opensQuickSearch(event)) return;
      event.preventDefault();
      openQuickSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openQuickSearch]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <QuickSearchDialog onClose={closeQuickSearch} />
    </Suspense>
  );
}
