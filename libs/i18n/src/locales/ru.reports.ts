import type en from './en.reports.js';

const ru: typeof en = {
  titles: { dashboard: 'Главная', reports: 'Отчёты', incomes: 'Доходы', workload: 'Загрузка' },
  stats: { all: 'Все', planned: 'Запланированные', closed: 'Завершённые', canceled: 'Отменённые' },
  splits: { 'users-doctor': 'Врачи', 'users-assistant': 'Ассистенты', rooms: 'Кабинеты' },
  periods: { day: 'День', week: 'Неделя', month: 'Месяц' },
  greeting: 'Здравствуйте, {{name}}',
  empty: {
    dashboard_title: 'Пока нечего подводить',
    dashboard_text: 'Здесь будут сводки сегодняшних визитов и их статусов.',
    report_title: 'Нет данных за этот период',
    report_text: 'Когда визиты будут завершены и выставлены счета, здесь появятся цифры.',
  },
};
export default ru;
