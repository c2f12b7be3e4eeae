import type en from './en.ui.js';

const ru: typeof en = {
  toast: {
    missing_params: 'Не хватает параметров уведомления',
    close: 'Закрыть уведомление',
    region: 'Уведомления',
  },
  modal: { close: 'Закрыть окно' },
  error_card: { title: 'Что-то пошло не так', retry: 'Повторить' },
  table: { empty: 'Нет строк для показа' },
  loading: 'Загрузка…',
  required_mark: 'обязательно',
};
export default ru;
