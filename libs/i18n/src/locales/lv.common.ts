import type en from './en.common.js';

const lv: typeof en = {
  site_title: 'Zobārstniecības prakse',
  languages: { lv: 'Latviešu', en: 'English', ru: 'Русский' },
  actions: { retry: 'Mēģināt vēlreiz', close: 'Aizvērt', cancel: 'Atcelt', save: 'Saglabāt', back: 'Atpakaļ', open: 'Atvērt' },
  loading: 'Ielādē…',
  appointment_status: {
    unplanned: 'Jāsazinās',
    planned: 'Ieplānots',
    notified: 'Informēts',
    confirmed: 'Apstiprināts',
    canceled: 'Atcelts',
    late: 'Kavē',
    waiting: 'Ieradies',
    in_room: 'Ārstēšanā',
    finished: 'Nav rēķina',
    unpaid: 'Neapmaksāts',
    paid: 'Apmaksāts',
  },
};
export default lv;
