import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  deleteQuerySchema,
  envelope,
  userCreateSchema,
  userDetailsSchema,
  userEditSchema,
  userListQuerySchema,
  userPageSchema,
  uuidParamsSchema,
  type UserCreate,
  type UserEdit,
  type UserListQuery,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer, type AuthSession } from '@dental/server-core';
import { toUserDetails } from './user.mapper.js';
import { UserService } from './user.service.js';

type Uuid = { uuid: string };

@ApiTags('users')
@Controller('settings/users')
export class UserController {
  constructor(private readonly users: UserService) {}

  @Get()
  @Access('user_view')
  @ZodAnswer(userPageSchema)
  async list(@ZodQuery(userListQuerySchema) query: UserListQuery) {
    return pagedAnswer(await this.users.page(query), toUserDetails);
  }

  @Get(':uuid')
  @Access('user_view')
  @ZodAnswer(envelope(userDetailsSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: toUserDetails(await this.users.get(uuid)) };
  }

  @Post()
  @HttpCode(201)
  @Access('user_edit')
  @ZodAnswer(envelope(userDetailsSchema), 201)
  async create(@CurrentAuth() auth: AuthSession, @ZodBody(userCreateSchema) body: UserCreate) {
    return { data: toUserDetails(await this.users.create(auth, body)) };
  }

  @Patch(':uuid')
  @Access('user_edit')
  @ZodAnswer(envelope(userDetailsSchema))
  async edit(@CurrentAuth() auth: AuthSession, @ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(userEditSchema) body: UserEdit) {
    return { data: toUserDetails(await this.users.edit(auth, uuid, body)) };
  }

  @Delete(':uuid')
  @HttpCode(204)
  @Access('user_edit')
  async remove(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(uuidParamsSchema) { uuid }: Uuid,
    @ZodQuery(deleteQuerySchema) { version }: { version?: number },
  ) {
    await this.users.remove(auth, uuid, version);
  }
}
