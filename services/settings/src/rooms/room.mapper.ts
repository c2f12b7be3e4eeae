import type { Room as RoomAnswer } from '@dental/contracts';
import type { Room } from './room.entity.js';

export const toRoomAnswer = (room: Room): RoomAnswer => ({
  uuid: room.uuid,
  branch_uuid: room.branch.uuid,
  name: room.name,
  color: room.color,
  hidden: room.hidden,
  sort_order: room.sortOrder,
  version: room.version,
});
