export { CalendarModule } from './calendar.module.js';
export { calendarModule } from './calendar.definition.js';
