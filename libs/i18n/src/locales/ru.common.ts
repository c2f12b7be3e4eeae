import type en from './en.common.js';

const ru: typeof en = {
  site_title: 'Стоматологическая практика',
  languages: { lv: 'Latviešu', en: 'English', ru: 'Русский' },
  actions: { retry: 'Повторить', close: 'Закрыть', cancel: 'Отмена', save: 'Сохранить', back: 'Назад', open: 'Открыть' },
  loading: 'Загрузка…',
  appointment_status: {
    unplanned: 'Связаться',
    planned: 'Запланирован',
    notified: 'Уведомлён',
    confirmed: 'Подтверждён',
    canceled: 'Отменён',
    late: 'Опаздывает',
    waiting: 'Пришёл',
    in_room: 'На лечении',
    finished: 'Без счёта',
    unpaid: 'Не оплачен',
    paid: 'Оплачен',
  },
};
export default ru;
