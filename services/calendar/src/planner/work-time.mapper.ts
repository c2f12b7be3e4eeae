import type { WorkTime as WorkTimeAnswer } from '@dental/contracts';
import { toPerson } from '../appointments/appointment.mapper.js';
import type { WorkTime } from './work-time.entity.js';

/** `user` must be populated. */
export const toWorkTimeAnswer = (row: WorkTime): WorkTimeAnswer => ({
  uuid: row.uuid,
  branch_uuid: row.branch.uuid,
  room_uuid: row.room.uuid,
  user: toPerson(row.user.getEntity()),
  time_from: row.timeFrom.toISOString(),
  time_to: row.timeTo.toISOString(),
  comment: row.comment,
  version: row.version,
});
