/** Patient messages (services/messages): the default texts of each kind and channel, and the screens' words. */
export default {
  defaults: {
    reminder: {
      subject: 'Appointment reminder: {branch.name}',
      email:
        'Hello, {patient.first_name}!\n\nThis is a reminder of your appointment at {branch.name} on {appointment.date} at {appointment.time}.\n\nConfirm, cancel or ask us to call you: {link}\n\nQuestions? Call {branch.phone}.',
      sms: '{patient.first_name}, your visit at {branch.name} is {appointment.date} {appointment.time}. Confirm or cancel: {link}',
    },
    recall_invitation: {
      subject: 'Time for your next visit: {branch.name}',
      email: 'Hello, {patient.first_name}!\n\nIt is time for your next check-up at {branch.name}. Book a visit: {link}\n\nOr call us: {branch.phone}.',
      sms: '{patient.first_name}, time for your next visit at {branch.name}. Book: {link} or call {branch.phone}',
    },
    manual: {
      subject: 'A message from {branch.name}',
      email: 'Hello, {patient.first_name}!\n\n',
      sms: '{patient.first_name}, ',
    },
    booking_code: {
      subject: 'Your booking code for {branch.name}',
      email: 'Your code to confirm the booking at {branch.name}: {code}\n\nIt is valid for 10 minutes. If you did not book, ignore this message.',
      sms: 'Your code to confirm the booking at {branch.name}: {code}. Valid for 10 minutes.',
    },
  },
  opt_out: {
    email: 'No more e-mails from us: {link}',
    sms: 'Stop SMS: {link}',
  },
};
