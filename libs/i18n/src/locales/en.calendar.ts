/** The calendar remote: calendar, history, queue and planner screens. */
export default {
  titles: {
    calendar: 'Calendar',
    history: 'Appointment history',
    queue: 'Queue',
    planner: 'Planner',
    worktimes: 'Work times',
    vacations: 'Vacations',
  },
  views: { day: 'Day', week: 'Week', month: 'Month' },
  tabs: { calendar: 'Calendar', history: 'History', queue: 'Queue', planner: 'Planner', worktimes: 'Work times', vacations: 'Vacations' },
  empty: {
    calendar_title: 'No appointments yet',
    calendar_text: 'Appointments booked for this branch will appear here by room and time.',
    history_title: 'No past appointments',
    history_text: 'Finished and canceled appointments will be listed here.',
    queue_title: 'The queue is empty',
    queue_text: 'Patients waiting for a time without a planned slot will appear here.',
    planner_title: 'Nothing planned',
    planner_text: 'Work times and vacations of your team will be shown here by room.',
    worktimes_title: 'No work times set',
    worktimes_text: 'Working hours of doctors and assistants will be listed here.',
    vacations_title: 'No vacations recorded',
    vacations_text: 'Vacations, sick leave and training days of the team will appear here.',
  },
};
