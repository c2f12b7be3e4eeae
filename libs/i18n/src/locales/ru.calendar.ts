import type en from './en.calendar.js';

const ru: typeof en = {
  titles: {
    calendar: 'Календарь',
    history: 'История визитов',
    queue: 'Очередь',
    planner: 'Планировщик',
    worktimes: 'Рабочее время',
    vacations: 'Отпуска',
  },
  views: { day: 'День', week: 'Неделя', month: 'Месяц' },
  tabs: { calendar: 'Календарь', history: 'История', queue: 'Очередь', planner: 'Планировщик', worktimes: 'Рабочее время', vacations: 'Отпуска' },
  empty: {
    calendar_title: 'Записей пока нет',
    calendar_text: 'Записи этого филиала появятся здесь по кабинетам и времени.',
    history_title: 'Прошедших визитов нет',
    history_text: 'Здесь будут завершённые и отменённые визиты.',
    queue_title: 'Очередь пуста',
    queue_text: 'Здесь появятся пациенты, ожидающие время без запланированного визита.',
    planner_title: 'Ничего не запланировано',
    planner_text: 'Рабочее время и отпуска команды будут показаны здесь по кабинетам.',
    worktimes_title: 'Рабочее время не задано',
    worktimes_text: 'Здесь будут часы работы врачей и ассистентов.',
    vacations_title: 'Отпусков нет',
    vacations_text: 'Здесь появятся отпуска, больничные и учебные дни команды.',
  },
};
export default ru;
