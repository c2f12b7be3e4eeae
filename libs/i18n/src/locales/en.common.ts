/** Words every app uses: the site title, language names, generic actions. */
export default {
  site_title: 'Dental Practice',
  languages: { lv: 'Latviešu', en: 'English', ru: 'Русский' },
  actions: { retry: 'Retry', close: 'Close', cancel: 'Cancel', save: 'Save', back: 'Back', open: 'Open' },
  loading: 'Loading…',
  /** Appointment statuses (libs/contracts APPOINTMENT_STATUS_NAMES): the calendar's badges and the patient card's appointments. */
  appointment_status: {
    unplanned: 'Unplanned',
    planned: 'Planned',
    notified: 'Notified',
    confirmed: 'Confirmed',
    canceled: 'Canceled',
    late: 'Late',
    waiting: 'Arrived',
    in_room: 'In treatment',
    finished: 'Finished, no invoice',
    unpaid: 'Unpaid',
    paid: 'Paid',
  },
};
