import type en from './en.common.js';

const ru: typeof en = {
  site_title: 'Стоматологическая практика',
  languages: { lv: 'Latviešu', en: 'English', ru: 'Русский' },
  actions: { retry: 'Повторить', close: 'Закрыть', cancel: 'Отмена', save: 'Сохранить', back: 'Назад', open: 'Открыть' },
  loading: 'Загрузка…',
};
export default ru;
