import { useTranslation } from 'react-i18next';
import { addNamespaceBundle, i18next } from '@dental/i18n/browser';
import messenger from '@dental/i18n/bundles/messenger';

export const MESSENGER_NS = 'messenger';

/**
 * The `messenger` texts are not among the shell's start-up namespaces: they are registered the
 * first time the panel renders (i18next is initialised by then), in every language at once.
 */
export function useMessengerTranslation() {
  if (i18next.isInitialized && !i18next.hasResourceBundle(i18next.language, MESSENGER_NS)) {
    addNamespaceBundle(MESSENGER_NS, messenger);
  }
  return useTranslation(MESSENGER_NS);
}
