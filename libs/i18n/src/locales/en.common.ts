/** Words every app uses: the site title, language names, generic actions. */
export default {
  site_title: 'Dental Practice',
  languages: { lv: 'Latviešu', en: 'English', ru: 'Русский' },
  actions: { retry: 'Retry', close: 'Close', cancel: 'Cancel', save: 'Save', back: 'Back', open: 'Open' },
  loading: 'Loading…',
};
