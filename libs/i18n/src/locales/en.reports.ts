/** The reports remote: dashboard and income/workload reports. */
export default {
  titles: { dashboard: 'Dashboard', reports: 'Reports', incomes: 'Incomes', workload: 'Workload' },
  stats: { all: 'All', planned: 'Planned', closed: 'Closed', canceled: 'Canceled' },
  splits: { 'users-doctor': 'Doctors', 'users-assistant': 'Assistants', rooms: 'Rooms' },
  periods: { day: 'Day', week: 'Week', month: 'Month' },
  dashboard: {
    period: 'Period',
    date: 'Date',
    previous: 'Previous period',
    next: 'Next period',
    today: 'Today',
    doctors: 'Doctors',
    all_doctors: 'All doctors',
    doctor_required: 'In monthly view at least 1 doctor has to be selected',
    load_failed: 'Could not load the statistics',
    stats_label: 'Appointments in the period',
    by_day: 'By day',
    no_doctors: 'No doctors to choose from',
  },
  greeting: 'Hello, {{name}}',
  empty: {
    dashboard_title: 'No appointments to summarise yet',
    dashboard_text: "Today's appointments and their status will be summarised here.",
    report_title: 'No data for this period',
    report_text: 'Once appointments are finished and invoiced, the figures appear here.',
  },
};
