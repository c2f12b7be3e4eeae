/** Texts of the shared components in @dental/ui. */
export default {
  toast: {
    missing_params: 'Notification parameters are missing',
    close: 'Close notification',
    region: 'Notifications',
  },
  modal: { close: 'Close dialog' },
  error_card: { title: 'Something went wrong', retry: 'Retry' },
  table: { empty: 'No rows to show' },
  loading: 'Loading…',
  required_mark: 'required',
  alerts: {
    label: 'Alerts: {{list}}',
    allergy: 'Allergy: {{text}}',
    questionnaire: '{{text}}',
    medical_alert: 'Medical alert: {{text}}',
    insurance_expired: 'Insurance expired on {{date}}',
  },
};
