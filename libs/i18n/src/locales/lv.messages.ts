import type en from './en.messages.js';

export default {
  defaults: {
    reminder: {
      subject: 'Atgādinājums par vizīti: {branch.name}',
      email:
        'Labdien, {patient.first_name}!\n\nAtgādinām par Jūsu vizīti {branch.name} {appointment.date} plkst. {appointment.time}.\n\nApstipriniet, atceliet vai lūdziet atzvanīt: {link}\n\nJautājumi? Zvaniet {branch.phone}.',
      sms: '{patient.first_name}, Jūsu vizīte {branch.name} ir {appointment.date} plkst. {appointment.time}. Apstiprināt vai atcelt: {link}',
    },
    recall_invitation: {
      subject: 'Laiks nākamajai vizītei: {branch.name}',
      email: 'Labdien, {patient.first_name}!\n\nIr pienācis laiks nākamajai pārbaudei {branch.name}. Pierakstieties: {link}\n\nVai zvaniet: {branch.phone}.',
      sms: '{patient.first_name}, laiks nākamajai vizītei {branch.name}. Pierakstīties: {link} vai zvaniet {branch.phone}',
    },
    manual: {
      subject: 'Ziņa no {branch.name}',
      email: 'Labdien, {patient.first_name}!\n\n',
      sms: '{patient.first_name}, ',
    },
    booking_code: {
      subject: 'Jūsu pieraksta kods – {branch.name}',
      email: 'Jūsu kods pieraksta apstiprināšanai ({branch.name}): {code}\n\nTas derīgs 10 minūtes. Ja nepierakstījāties, neņemiet šo vēstuli vērā.',
      sms: 'Jūsu kods pieraksta apstiprināšanai ({branch.name}): {code}. Derīgs 10 minūtes.',
    },
  },
  opt_out: {
    email: 'Atteikties no e-pastiem: {link}',
    sms: 'Atteikties no SMS: {link}',
  },
} satisfies typeof en;
