import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { envelope, userSchema, uuidParamsSchema, type User } from '@dental/contracts';
import { Access, ZodAnswer, ZodParams } from '@dental/server-core';
import { z } from 'zod';
import { toUserAnswer } from './user.mapper.js';
import { UserService } from './user.service.js';

@ApiTags('users')
@Controller('settings/users')
export class UserController {
  constructor(private readonly users: UserService) {}

  @Get()
  @Access('user_view')
  @ZodAnswer(envelope(z.array(userSchema)))
  async list(): Promise<{ data: User[] }> {
    return { data: (await this.users.list()).map(toUserAnswer) };
  }

  @Get(':uuid')
  @Access('user_view')
  @ZodAnswer(envelope(userSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: { uuid: string }): Promise<{ data: User }> {
    return { data: toUserAnswer(await this.users.get(uuid)) };
  }
}
