import { Module } from '@nestjs/common';
import { AuditService } from './audit/audit.service.js';
import { AuthController } from './auth/auth.controller.js';
import { AuthService } from './auth/auth.service.js';
import { LoginRateLimitService } from './auth/login-rate-limit.service.js';
import { SessionResolverModule } from './auth/session-resolver.module.js';
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
 * Identity and tenancy: companies, departments, branches, positions, users, sessions. Not global:
 * the modules that use its services import it (the calendar and the messenger for LiveSessions,
 * the messenger for BranchService, imports for BranchService and UserService). Only the session resolver the access guard needs is global
 * (SessionResolverModule).
 */
@Module({
  imports: [SessionResolverModule],
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
    SessionsService,
    LiveSessions,
  ],
  exports: [LiveSessions, BranchService, UserService],
})
export class IdentityModule {}
