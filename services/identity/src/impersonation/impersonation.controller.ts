import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { envelope, impersonationTokenSchema, userUuidParamsSchema, type ImpersonationToken } from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodParams, type AuthSession } from '@dental/server-core';
import { ImpersonationService } from './impersonation.service.js';

@ApiTags('admin')
@Controller('admin/users')
export class ImpersonationController {
  constructor(private readonly impersonation: ImpersonationService) {}

  /** The token goes to /login/impersonate/{token}, which posts it to POST /api/auth. */
  @Post(':user_uuid/impersonate')
  @HttpCode(201)
  @Access('admin')
  @ZodAnswer(envelope(impersonationTokenSchema), 201)
  async issue(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(userUuidParamsSchema) { user_uuid }: { user_uuid: string },
  ): Promise<{ data: ImpersonationToken }> {
    return { data: await this.impersonation.issue(auth, user_uuid) };
  }
}
