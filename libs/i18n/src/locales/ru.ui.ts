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
  alerts: {
    label: 'Предупреждения: {{list}}',
    allergy: 'Аллергия: {{text}}',
    questionnaire: '{{text}}',
    medical_alert: 'Медицинское предупреждение: {{text}}',
    insurance_expired: 'Страховка истекла {{date}}',
  },
};
export default ru;
