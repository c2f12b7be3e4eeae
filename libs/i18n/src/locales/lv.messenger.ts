import type en from './en.messenger.js';

const lv: typeof en = {
  title: 'Tērzēšana',
  close: 'Aizvērt tērzēšanu',
  list_label: 'Ziņas',
  online: 'Tiešsaistē: {{count}}',
  online_list: 'Tiešsaistē šajā filiālē',
  load_earlier: 'Ielādēt agrākās ziņas',
  loading: 'Ielādē ziņas…',
  empty_title: 'Vēl nav ziņu',
  empty_text: 'Šeit parādīsies jūsu filiāles kolēģu ziņas.',
  no_branch: 'Izvēlieties filiāli, lai redzētu tās tērzēšanu.',
  composer_label: 'Ziņa',
  composer_placeholder: 'Rakstiet ziņu… (Enter — nosūtīt, Shift+Enter — jauna rinda)',
  send: 'Nosūtīt',
  messages: {
    load_failed: 'Neizdevās ielādēt tērzēšanas ziņas',
    create_failed: 'Neizdevās nosūtīt ziņu',
  },
};
export default lv;
