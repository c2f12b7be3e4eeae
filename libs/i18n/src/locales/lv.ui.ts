import type en from './en.ui.js';

const lv: typeof en = {
  toast: {
    missing_params: 'Trūkst paziņojuma parametru',
    close: 'Aizvērt paziņojumu',
    region: 'Paziņojumi',
  },
  modal: { close: 'Aizvērt logu' },
  error_card: { title: 'Kaut kas nogāja greizi', retry: 'Mēģināt vēlreiz' },
  table: { empty: 'Nav rindu, ko rādīt' },
  loading: 'Ielādē…',
  required_mark: 'obligāts',
  alerts: {
    label: 'Brīdinājumi: {{list}}',
    allergy: 'Alerģija: {{text}}',
    questionnaire: '{{text}}',
    medical_alert: 'Medicīnisks brīdinājums: {{text}}',
    insurance_expired: 'Apdrošināšana beigusies {{date}}',
  },
};
export default lv;
