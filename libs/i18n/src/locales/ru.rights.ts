import type en from './en.rights.js';

/** Права пациента на свои данные (задача 28): история согласий во вкладке настроек карты. */
const ru: typeof en = {
  consents: {
    title: 'Согласия',
    intro: 'Каждое согласие, которое пациент дал или отозвал. Согласия на напоминания и маркетинг меняют и настройки выше.',
    never: 'Не спрашивали',
    caption: 'История согласий, новые сверху',
    empty: 'Согласия ещё не записаны.',
    add: 'Записать согласие',
    purpose: 'Цель',
    state: 'Дано или отозвано',
    method: 'Как',
    channel: 'Канал',
    channel_all: 'SMS и e-mail',
    text_version: 'Версия текста',
    recorded_at: 'Когда',
    recorded_by: 'Записал',
    settings_tab: 'Вкладка настроек',
    save: 'Записать',
    cancel: 'Отмена',
    saving: 'Записываем…',
    saved: 'Согласие записано',
    failed: 'Согласие не записано',
    load_failed: 'Не удалось загрузить согласия',
    purposes: {
      treatment: 'Лечение',
      sms_reminders: 'SMS-напоминания',
      email_reminders: 'Напоминания по e-mail',
      marketing: 'Маркетинг',
      photos: 'Фотографии',
      insurer_sharing: 'Передача страховщику',
    },
    states: { given: 'Дано', withdrawn: 'Отозвано' },
    methods: { paper: 'На бумаге', tablet: 'На планшете', link: 'По ссылке' },
    channels: { sms: 'SMS', email: 'E-mail' },
  },
};
export default ru;
