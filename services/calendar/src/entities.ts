import { AppointmentChange } from './appointments/appointment-change.entity.js';
import { Appointment } from './appointments/appointment.entity.js';
import { WorkTime } from './planner/work-time.entity.js';

/** The entities whose tables the calendar module owns (and migrates). */
export const calendarEntities = [Appointment, AppointmentChange, WorkTime];
