import { Controller, Get, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  adminUserEditSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  envelope,
  pagedEnvelope,
  uuidParamsSchema,
  type AdminUser,
  type AdminUserEdit,
  type AdminUserListQuery,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer, type AuthSession } from '@dental/server-core';
import type { User } from './user.entity.js';
import { toUserDetails } from './user.mapper.js';
import { UserService } from './user.service.js';

const toAdminUser = (user: User): AdminUser => {
  const company = user.company.getEntity();
  return { ...toUserDetails(user), company: { id: company.id, name: company.name, slug: company.slug } };
};

/** The platform admin's users screen: every company's users (admin only). */
@ApiTags('admin')
@Controller('admin/users')
export class AdminUserController {
  constructor(private readonly users: UserService) {}

  @Get()
  @Access('admin')
  @ZodAnswer(pagedEnvelope(adminUserSchema))
  async list(@ZodQuery(adminUserListQuerySchema) query: AdminUserListQuery) {
    return pagedAnswer(await this.users.adminPage(query), toAdminUser);
  }

  @Get(':uuid')
  @Access('admin')
  @ZodAnswer(envelope(adminUserSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }) {
    return { data: toAdminUser(await this.users.adminGet(uuid)) };
  }

  @Patch(':uuid')
  @Access('admin')
  @ZodAnswer(envelope(adminUserSchema))
  async edit(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(uuidParamsSchema) { uuid }: { uuid: string },
    @ZodBody(adminUserEditSchema) body: AdminUserEdit,
  ) {
    return { data: toAdminUser(await this.users.adminEdit(auth, uuid, body)) };
  }
}
