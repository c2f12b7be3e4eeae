import { useEffect } from 'react';

/** The tab's title follows the screen (and its language), as a screen reader announces it. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
