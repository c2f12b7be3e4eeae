import { useCallback, useSyncExternalStore } from 'react';
import i18next from 'i18next';

/**
 * react-i18next's `useTranslation`, in the few lines this page needs: the texts still come from
 * i18next (lv, en, ru in @dental/i18n), but the page leaves react-i18next's ~10 KB out of its
 * first paint (the budget of 130 KB with the framework, tools/size/size.mjs). A screen re-renders
 * when the language changes.
 */
function subscribe(onChange: () => void) {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

export function useTranslation(namespace = 'booking') {
  const language = useSyncExternalStore(subscribe, () => i18next.language);
  // A new function per language, so memoised children see the change.
  const t = useCallback(
    (key: string, options?: Record<string, unknown>): string => (i18next.getFixedT(language, namespace) as unknown as (key: string, options?: object) => string)(key, options),
    [language, namespace],
  );
  return { t, i18n: i18next };
}
