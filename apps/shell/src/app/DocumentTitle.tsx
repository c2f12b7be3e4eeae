import { useEffect } from 'react';
import { useLocation } from '@dental/ui/router';
import { useTranslation } from 'react-i18next';
import { titleKeyForPath } from '../remotes/remote-routing';

/** After each navigation: the translated sidebar label + " | " + the site title (docs/spec.md §2). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation(['shell', 'common']);
  useEffect(() => {
    document.title = `${t(`shell:nav.${titleKeyForPath(pathname)}`)} | ${t('common:site_title')}`;
  }, [pathname, t, i18n.language]);
  return null;
}
