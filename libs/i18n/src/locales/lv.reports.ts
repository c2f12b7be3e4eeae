import type en from './en.reports.js';

const lv: typeof en = {
  titles: { dashboard: 'Sākums', reports: 'Atskaites', incomes: 'Ienākumi', workload: 'Noslodze' },
  stats: { all: 'Visi', planned: 'Ieplānoti', closed: 'Pabeigti', canceled: 'Atcelti' },
  splits: { 'users-doctor': 'Ārsti', 'users-assistant': 'Asistenti', rooms: 'Kabineti' },
  periods: { day: 'Diena', week: 'Nedēļa', month: 'Mēnesis' },
  greeting: 'Sveiki, {{name}}',
  empty: {
    dashboard_title: 'Vēl nav vizīšu, ko apkopot',
    dashboard_text: 'Šeit būs apkopotas šodienas vizītes un to statusi.',
    report_title: 'Par šo periodu nav datu',
    report_text: 'Kad vizītes būs pabeigtas un izrakstīti rēķini, šeit parādīsies skaitļi.',
  },
};
export default lv;
