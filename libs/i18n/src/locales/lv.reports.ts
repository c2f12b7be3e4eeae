import type en from './en.reports.js';

const lv: typeof en = {
  titles: { dashboard: 'Sākums', reports: 'Atskaites', incomes: 'Ienākumi', workload: 'Noslodze' },
  stats: { all: 'Visi', planned: 'Ieplānoti', closed: 'Pabeigti', canceled: 'Atcelti' },
  splits: { 'users-doctor': 'Ārsti', 'users-assistant': 'Asistenti', rooms: 'Kabineti' },
  periods: { day: 'Diena', week: 'Nedēļa', month: 'Mēnesis' },
  dashboard: {
    period: 'Periods',
    date: 'Datums',
    previous: 'Iepriekšējais periods',
    next: 'Nākamais periods',
    today: 'Šodien',
    doctors: 'Ārsti',
    all_doctors: 'Visi ārsti',
    doctor_required: 'Mēneša skatā jāizvēlas vismaz 1 ārsts',
    load_failed: 'Neizdevās ielādēt statistiku',
    stats_label: 'Vizītes periodā',
    by_day: 'Pa dienām',
    no_doctors: 'Nav ārstu, ko izvēlēties',
  },
  greeting: 'Sveiki, {{name}}',
  empty: {
    dashboard_title: 'Vēl nav vizīšu, ko apkopot',
    dashboard_text: 'Šeit būs apkopotas šodienas vizītes un to statusi.',
    report_title: 'Par šo periodu nav datu',
    report_text: 'Kad vizītes būs pabeigtas un izrakstīti rēķini, šeit parādīsies skaitļi.',
  },
};
export default lv;
