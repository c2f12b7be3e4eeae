/** The reports remote: dashboard and income/workload reports. */
export default {
  titles: { dashboard: 'Dashboard', reports: 'Reports', incomes: 'Incomes', workload: 'Workload' },
  stats: { all: 'All', planned: 'Planned', closed: 'Closed', canceled: 'Canceled' },
  splits: { 'users-doctor': 'Doctors', 'users-assistant': 'Assistants', rooms: 'Rooms' },
  periods: { day: 'Day', week: 'Week', month: 'Month' },
  greeting: 'Hello, {{name}}',
  empty: {
    dashboard_title: 'No appointments to summarise yet',
    dashboard_text: "Today's appointments and their status will be summarised here.",
    report_title: 'No data for this period',
    report_text: 'Once appointments are finished and invoiced, the figures appear here.',
  },
};
