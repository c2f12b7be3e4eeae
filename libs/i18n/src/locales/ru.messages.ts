import type en from './en.messages.js';

export default {
  defaults: {
    reminder: {
      subject: 'Напоминание о визите: {branch.name}',
      email:
        'Здравствуйте, {patient.first_name}!\n\nНапоминаем о вашем визите в {branch.name} {appointment.date} в {appointment.time}.\n\nПодтвердите, отмените или попросите перезвонить: {link}\n\nВопросы? Звоните {branch.phone}.',
      sms: '{patient.first_name}, ваш визит в {branch.name} {appointment.date} в {appointment.time}. Подтвердить или отменить: {link}',
    },
    recall_invitation: {
      subject: 'Пора на следующий визит: {branch.name}',
      email: 'Здравствуйте, {patient.first_name}!\n\nПора на следующий осмотр в {branch.name}. Записаться: {link}\n\nИли позвоните: {branch.phone}.',
      sms: '{patient.first_name}, пора на следующий визит в {branch.name}. Записаться: {link} или {branch.phone}',
    },
    manual: {
      subject: 'Сообщение от {branch.name}',
      email: 'Здравствуйте, {patient.first_name}!\n\n',
      sms: '{patient.first_name}, ',
    },
    booking_code: {
      subject: 'Код для записи — {branch.name}',
      email: 'Ваш код для подтверждения записи ({branch.name}): {code}\n\nОн действует 10 минут. Если вы не записывались, не обращайте внимания на это письмо.',
      sms: 'Ваш код для подтверждения записи ({branch.name}): {code}. Действует 10 минут.',
    },
  },
  opt_out: {
    email: 'Отказаться от писем: {link}',
    sms: 'Отказ от SMS: {link}',
  },
} satisfies typeof en;
