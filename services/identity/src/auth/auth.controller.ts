import { Controller, Delete, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  envelope,
  loginRequestSchema,
  meSchema,
  passwordCheckSchema,
  type PasswordCheck,
  sessionTokenSchema,
  type Me,
  type SessionToken,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, type ApiRequest, type AuthSession } from '@dental/server-core';
import type { z } from 'zod';
import { AuthService } from './auth.service.js';

type LoginBody = z.output<typeof loginRequestSchema>;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Sign in with `{username, password, remember}`, or exchange `{impersonate_token}`. */
  @Post()
  @HttpCode(200)
  @Access('public')
  @ZodAnswer(envelope(sessionTokenSchema))
  async login(@ZodBody(loginRequestSchema) body: LoginBody, @Req() req: ApiRequest): Promise<{ data: SessionToken }> {
    const ip = req.ip ?? 'unknown';
    const token =
      'impersonate_token' in body
        ? await this.auth.loginWithImpersonation(body.impersonate_token, ip)
        : await this.auth.login(body, ip);
    return { data: token };
  }

  @Get()
  @Access('signed_in')
  @ZodAnswer(envelope(meSchema))
  async me(@CurrentAuth() session: AuthSession): Promise<{ data: Me }> {
    return { data: await this.auth.me(session) };
  }

  /** A fresh token (same user, company and lifetime rule); the old token is revoked. */
  @Patch()
  @Access('signed_in')
  @ZodAnswer(envelope(sessionTokenSchema))
  async refresh(@CurrentAuth() session: AuthSession): Promise<{ data: SessionToken }> {
    return { data: await this.auth.refresh(session) };
  }

  /** The signed-in user's password checked (issue 29: leaving a tablet's patient view); 204, or 400 naming `password` on a wrong one. */
  @Post('password-check')
  @HttpCode(204)
  @Access('signed_in')
  async passwordCheck(@CurrentAuth() session: AuthSession, @ZodBody(passwordCheckSchema) body: PasswordCheck, @Req() req: ApiRequest): Promise<void> {
    await this.auth.checkPassword(session, body.password, req.ip ?? 'unknown');
  }

  /** "Log out": this session only. */
  @Delete()
  @HttpCode(204)
  @Access('signed_in')
  async logout(@CurrentAuth() session: AuthSession): Promise<void> {
    await this.auth.logout(session);
  }

  /** "Sign out everywhere": every session of the signed-in user, this one included. */
  @Delete('sessions')
  @HttpCode(204)
  @Access('signed_in')
  async logoutEverywhere(@CurrentAuth() session: AuthSession): Promise<void> {
    await this.auth.logoutEverywhere(session);
  }
}
