import { lazy, type ComponentType } from 'react';

/**
 * The page's addresses: each a pattern over the path and its screen, loaded when first opened (a
 * patient who follows a reminder never downloads online booking). The edge answers every prefix
 * here with this app's index (tools/platform/config.mjs PUBLIC_PAGES lists them); online booking
 * adds `/book/{branch_slug}` and a booking's own `/book/manage/{token}` the same way.
 */
export type PageProps = { params: string[] };
export type PageRoute = { pattern: RegExp; Page: ComponentType<PageProps> };

export const PAGES: PageRoute[] = [
  { pattern: /^\/r\/([^/]+)\/?$/, Page: lazy(() => import('./pages/ReminderPage')) },
  { pattern: /^\/o\/([^/]+)\/?$/, Page: lazy(() => import('./pages/OptOutPage')) },
  // A booking's own link (move or cancel); `manage` is never a branch's slug (booking-settings refuses it).
  { pattern: /^\/book\/manage\/([^/]+)\/?$/, Page: lazy(() => import('./pages/ManagePage')) },
  { pattern: /^\/book\/([^/]+)\/?$/, Page: lazy(() => import('./pages/BookPage')) },
];

/** The route for `pathname` and its decoded parameters; null for anything else (the 404 page). */
export function matchPage(pathname: string, pages: PageRoute[] = PAGES): { route: PageRoute; params: string[] } | null {
  for (const route of pages) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    try {
      return { route, params: match.slice(1).map((part) => decodeURIComponent(part)) };
    } catch {
      return null; // a malformed escape is no address of ours
    }
  }
  return null;
}
