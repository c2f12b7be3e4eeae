import type en from './en.booking.js';

/** Pacientu publiskā lapa (apps/booking): atgādinājuma saite, atteikšanās un vēlāk pieraksts tiešsaistē. */
const lv: typeof en = {
  title: 'Jūsu vizīte',
  language: 'Valoda',
  languages: { lv: 'Latviešu', en: 'English', ru: 'Русский' },
  loading: 'Ielādē…',
  reminder: {
    title: 'Jūsu vizīte',
    greeting: 'Labdien, {{name}}!',
    when: 'Kad',
    where: 'Kur',
    practitioner: 'Speciālists',
    time_zone: 'Laiks norādīts klīnikas laika joslā ({{zone}})',
    phone: 'Klīnikas tālrunis',
    status: 'Statuss',
    statuses: {
      planned: 'Plānota',
      notified: 'Gaida jūsu atbildi',
      confirmed: 'Apstiprināta',
      cancelled: 'Atcelta',
      other: 'Noslēgta',
    },
    confirm: 'Apstiprināt',
    cancel: 'Atcelt vizīti',
    call_me: 'Piezvaniet man',
    cancel_question: 'Atcelt šo vizīti? Laiks tiks piedāvāts citiem pacientiem.',
    cancel_yes: 'Jā, atcelt',
    cancel_no: 'Nē, paturēt',
    confirmed: 'Paldies, jūsu vizīte ir apstiprināta.',
    cancelled: 'Jūsu vizīte ir atcelta.',
    call_requested: 'Klīnika jums atzvanīs.',
    answer_failed: 'Jūsu atbilde nenonāca līdz klīnikai. Lūdzu, mēģiniet vēlreiz vai zvaniet {{phone}}.',
  },
  opt_out: {
    title: 'Atteikties no ziņām',
    question: 'Vairs nesaņemt klīnikas ziņas pa šo kanālu?',
    confirm: 'Atteikties',
    done_sms: 'Jūs vairs nesaņemsiet klīnikas īsziņas.',
    done_email: 'Jūs vairs nesaņemsiet klīnikas e-pastus.',
    failed: 'Atteikšanās neizdevās. Lūdzu, mēģiniet vēlreiz.',
  },
  not_found: {
    title: 'Saite nav atrasta',
    text: 'Šīs saites derīgums ir beidzies vai tā nav derīga. Nekas netika mainīts. Ja vēlaties mainīt vizīti, lūdzu, zvaniet klīnikai.',
  },
  load_failed: 'Lapu neizdevās ielādēt. Pārbaudiet savienojumu un mēģiniet vēlreiz.',
  retry: 'Mēģināt vēlreiz',
};
export default lv;
