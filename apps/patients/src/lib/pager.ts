import type { TFunction } from 'i18next';

/** The pager's words (`patients:list.*`), the same for every paged list of this remote. */
export const pagerLabels = (t: TFunction) => ({
  nav: t('patients:list.pages'),
  previous: t('patients:list.previous'),
  next: t('patients:list.next'),
  page: (n: number) => t('patients:list.page', { page: n }),
  range: (from: number, to: number, total: number) => t('patients:list.range', { from, to, total }),
});
