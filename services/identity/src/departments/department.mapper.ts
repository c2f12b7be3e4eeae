import type { Department as DepartmentAnswer } from '@dental/contracts';
import type { Department } from './department.entity.js';

export const toDepartmentAnswer = (department: Department): DepartmentAnswer => ({
  uuid: department.uuid,
  name: department.name,
  version: department.version,
});
