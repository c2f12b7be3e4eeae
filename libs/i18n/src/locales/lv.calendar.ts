import type en from './en.calendar.js';

const lv: typeof en = {
  titles: {
    calendar: 'Kalendārs',
    history: 'Vizīšu vēsture',
    queue: 'Rinda',
    planner: 'Plānotājs',
    worktimes: 'Darba laiki',
    vacations: 'Atvaļinājumi',
  },
  views: { day: 'Diena', week: 'Nedēļa', month: 'Mēnesis' },
  tabs: { calendar: 'Kalendārs', history: 'Vēsture', queue: 'Rinda', planner: 'Plānotājs', worktimes: 'Darba laiki', vacations: 'Atvaļinājumi' },
  empty: {
    calendar_title: 'Vēl nav vizīšu',
    calendar_text: 'Šai filiālei pierakstītās vizītes parādīsies šeit pa kabinetiem un laikiem.',
    history_title: 'Nav pagātnes vizīšu',
    history_text: 'Šeit būs redzamas pabeigtās un atceltās vizītes.',
    queue_title: 'Rinda ir tukša',
    queue_text: 'Šeit parādīsies pacienti, kuri gaida laiku bez ieplānotas vizītes.',
    planner_title: 'Nekas nav ieplānots',
    planner_text: 'Šeit pa kabinetiem būs redzami komandas darba laiki un atvaļinājumi.',
    worktimes_title: 'Darba laiki nav iestatīti',
    worktimes_text: 'Šeit būs ārstu un asistentu darba stundas.',
    vacations_title: 'Nav reģistrētu atvaļinājumu',
    vacations_text: 'Šeit parādīsies komandas atvaļinājumi, slimības un mācību dienas.',
  },
};
export default lv;
