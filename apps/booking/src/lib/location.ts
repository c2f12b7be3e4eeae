import { useEffect, useState } from 'react';

/**
 * The page's own tiny router: a path and a way to go to another, on the History API. The public
 * page has a handful of addresses (pages.ts), so it carries no router library.
 */
const listeners = new Set<() => void>();

export function navigate(to: string, { replace = false } = {}): void {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

export function usePathname(): string {
  const [pathname, setPathname] = useState(() => location.pathname);
  useEffect(() => {
    const update = () => setPathname(location.pathname);
    listeners.add(update);
    addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      removeEventListener('popstate', update);
    };
  }, []);
  return pathname;
}

/**
 * Puts `to` in the address bar without showing another screen: the move screen's token changes
 * with each move (a token lives until its visit starts), and a reload or a bookmark should open
 * the booking as it now is, while the screen keeps its outcome on view.
 */
export function rewriteAddress(to: string): void {
  history.replaceState(null, '', to);
}
