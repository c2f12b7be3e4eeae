import type en from './en.rights.js';

/** Pacienta tiesības uz saviem datiem (28. uzdevums): piekrišanu vēsture pacienta kartes iestatījumos. */
const lv: typeof en = {
  consents: {
    title: 'Piekrišanas',
    intro: 'Katra piekrišana, ko pacients devis vai atsaucis. Atgādinājumu un mārketinga piekrišanas maina arī augstāk esošos iestatījumus.',
    never: 'Nav jautāts',
    caption: 'Piekrišanu vēsture, jaunākās vispirms',
    empty: 'Neviena piekrišana vēl nav reģistrēta.',
    add: 'Reģistrēt piekrišanu',
    purpose: 'Mērķis',
    state: 'Dota vai atsaukta',
    method: 'Kā',
    channel: 'Kanāls',
    channel_all: 'SMS un e-pasts',
    text_version: 'Teksta versija',
    recorded_at: 'Kad',
    recorded_by: 'Reģistrēja',
    settings_tab: 'Iestatījumu cilne',
    save: 'Reģistrēt',
    cancel: 'Atcelt',
    saving: 'Reģistrē…',
    saved: 'Piekrišana reģistrēta',
    failed: 'Piekrišanu neizdevās reģistrēt',
    load_failed: 'Piekrišanas neizdevās ielādēt',
    purposes: {
      treatment: 'Ārstēšana',
      sms_reminders: 'SMS atgādinājumi',
      email_reminders: 'E-pasta atgādinājumi',
      marketing: 'Mārketings',
      photos: 'Fotogrāfijas',
      insurer_sharing: 'Datu nodošana apdrošinātājam',
    },
    states: { given: 'Dota', withdrawn: 'Atsaukta' },
    methods: { paper: 'Uz papīra', tablet: 'Planšetē', link: 'Ar saiti' },
    channels: { sms: 'SMS', email: 'E-pasts' },
  },
};
export default lv;
