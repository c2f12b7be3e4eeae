import type en from './en.messenger.js';

const ru: typeof en = {
  title: 'Чат',
  close: 'Закрыть чат',
  list_label: 'Сообщения',
  online: 'В сети: {{count}}',
  online_list: 'В сети в этом филиале',
  load_earlier: 'Загрузить более ранние сообщения',
  loading: 'Загрузка сообщений…',
  empty_title: 'Сообщений пока нет',
  empty_text: 'Здесь появятся сообщения коллег из вашего филиала.',
  no_branch: 'Выберите филиал, чтобы открыть его чат.',
  composer_label: 'Сообщение',
  composer_placeholder: 'Напишите сообщение… (Enter — отправить, Shift+Enter — новая строка)',
  send: 'Отправить',
  messages: {
    load_failed: 'Не удалось загрузить сообщения чата',
    create_failed: 'Не удалось отправить сообщение',
  },
};
export default ru;
