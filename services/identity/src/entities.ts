import { Company } from '@dental/server-core';
import { AuditEvent } from './audit/audit-event.entity.js';
import { LoginAttempt } from './auth/login-attempt.entity.js';
import { Session } from './auth/session.entity.js';
import { Branch } from './branches/branch.entity.js';
import { Department } from './departments/department.entity.js';
import { ImpersonationToken } from './impersonation/impersonation-token.entity.js';
import { Position } from './positions/position.entity.js';
import { Speciality } from './specialities/speciality.entity.js';
import { User } from './users/user.entity.js';

/** The entities whose tables the identity module owns (and migrates), Company included. */
export const identityEntities = [
  Company,
  Department,
  Branch,
  Position,
  Speciality,
  User,
  Session,
  LoginAttempt,
  ImpersonationToken,
  AuditEvent,
];
