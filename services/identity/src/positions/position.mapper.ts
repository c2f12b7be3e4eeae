import type { Position as PositionAnswer } from '@dental/contracts';
import type { Position } from './position.entity.js';

export const toPositionAnswer = (position: Position, userCount: number): PositionAnswer => ({
  uuid: position.uuid,
  name: position.name,
  type: position.type,
  permissions: position.permissions,
  user_count: userCount,
  version: position.version,
});
