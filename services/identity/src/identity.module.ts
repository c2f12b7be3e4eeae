import { Global, Module } from '@nestjs/common';
import { SESSION_RESOLVER } from '@dental/server-core';
import { AuditService } from './audit/audit.service.js';
import { AuthController } from './auth/auth.controller.js';
import { AuthService } from './auth/auth.service.js';
import { LoginRateLimitService } from './auth/login-rate-limit.service.js';
import { DatabaseSessionResolver } from './auth/session.resolver.js';
import { SessionsService } from './auth/sessions.service.js';
import { BranchController } from './branches/branch.controller.js';
import { BranchService } from './branches/branch.service.js';
import { CompanyController } from './companies/company.controller.js';
import { CompanyService } from './companies/company.service.js';
import { DepartmentController } from './departments/department.controller.js';
import { DepartmentService } from './departments/department.service.js';
import { ImpersonationController } from './impersonation/impersonation.controller.js';
import { ImpersonationService } from './impersonation/impersonation.service.js';
import { LiveSessions } from './live/live-sessions.js';
import { PositionController } from './positions/position.controller.js';
import { PositionService } from './positions/position.service.js';
import { SpecialityController } from './specialities/speciality.controller.js';
import { SpecialityService } from './specialities/speciality.service.js';
import { StaffController } from './staff/staff.controller.js';
import { StaffService } from './staff/staff.service.js';
import { AdminUserController } from './users/admin-user.controller.js';
import { UserController } from './users/user.controller.js';
import { UserService } from './users/user.service.js';

/**
 * Identity and tenancy: companies, departments, branches, positions, users, sessions. Global
 * because it provides SESSION_RESOLVER, which the platform's access guard needs in every module;
 * other modules use BranchService / UserService through this module's exports.
 */
@Global()
@Module({
  controllers: [
    AuthController,
    ImpersonationController,
    CompanyController,
    DepartmentController,
    BranchController,
    UserController,
    AdminUserController,
    PositionController,
    SpecialityController,
    StaffController,
  ],
  providers: [
    AuditService,
    AuthService,
    LoginRateLimitService,
    ImpersonationService,
    CompanyService,
    DepartmentService,
    BranchService,
    UserService,
    PositionService,
    SpecialityService,
    StaffService,
    DatabaseSessionResolver,
    SessionsService,
    LiveSessions,
    { provide: SESSION_RESOLVER, useExisting: DatabaseSessionResolver },
  ],
  exports: [SESSION_RESOLVER, LiveSessions, BranchService, UserService, PositionService, SpecialityService],
})
export class IdentityModule {}
