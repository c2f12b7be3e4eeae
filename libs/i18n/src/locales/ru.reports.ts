import type en from './en.reports.js';

const ru: typeof en = {
  titles: { dashboard: 'Главная', reports: 'Отчёты', incomes: 'Доходы', workload: 'Загрузка' },
  stats: { all: 'Все', planned: 'Запланированные', closed: 'Завершённые', canceled: 'Отменённые' },
  splits: { 'users-doctor': 'Врачи', 'users-assistant': 'Ассистенты', rooms: 'Кабинеты' },
  periods: { day: 'День', week: 'Неделя', month: 'Месяц' },
  dashboard: {
    period: 'Период',
    date: 'Дата',
    previous: 'Предыдущий период',
    next: 'Следующий период',
    today: 'Сегодня',
    doctors: 'Врачи',
    all_doctors: 'Все врачи',
    doctor_required: 'В месячном виде нужно выбрать хотя бы 1 врача',
    load_failed: 'Не удалось загрузить статистику',
    stats_label: 'Визиты за период',
    by_day: 'По дням',
    no_doctors: 'Нет врачей для выбора',
  },
  greeting: 'Здравствуйте, {{name}}',
  empty: {
    dashboard_title: 'Пока нечего подводить',
    dashboard_text: 'Здесь будут сводки сегодняшних визитов и их статусов.',
    report_title: 'Нет данных за этот период',
    report_text: 'Когда визиты будут завершены и выставлены счета, здесь появятся цифры.',
  },
};
export default ru;
