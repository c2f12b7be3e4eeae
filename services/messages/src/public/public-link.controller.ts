import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { envelope, publicAppointmentSchema, publicTokenParamsSchema } from '@dental/contracts';
import { Access, ZodAnswer, ZodParams } from '@dental/server-core';
import { z } from 'zod';
import { PublicLinkService } from './public-link.service.js';

type Token = { token: string };

/** The patient's signed links, no sign-in (public): the appointment's page and its three answers, and the opt-out. */
@ApiTags('public-links')
@Controller('public')
export class PublicLinkController {
  constructor(private readonly links: PublicLinkService) {}

  @Get('r/:token')
  @Access('public')
  @ZodAnswer(envelope(publicAppointmentSchema))
  async view(@ZodParams(publicTokenParamsSchema) { token }: Token) {
    return { data: await this.links.view(token) };
  }

  @Post('r/:token/confirm')
  @HttpCode(200)
  @Access('public')
  @ZodAnswer(envelope(publicAppointmentSchema))
  async confirm(@ZodParams(publicTokenParamsSchema) { token }: Token) {
    return { data: await this.links.answer(token, 'confirm') };
  }

  @Post('r/:token/cancel')
  @HttpCode(200)
  @Access('public')
  @ZodAnswer(envelope(publicAppointmentSchema))
  async cancel(@ZodParams(publicTokenParamsSchema) { token }: Token) {
    return { data: await this.links.answer(token, 'cancel') };
  }

  @Post('r/:token/call-me')
  @HttpCode(200)
  @Access('public')
  @ZodAnswer(envelope(publicAppointmentSchema))
  async callMe(@ZodParams(publicTokenParamsSchema) { token }: Token) {
    return { data: await this.links.answer(token, 'call_me') };
  }

  @Post('o/:token')
  @HttpCode(200)
  @Access('public')
  @ZodAnswer(envelope(z.object({ channel: z.enum(['sms', 'email']) })))
  async optOut(@ZodParams(publicTokenParamsSchema) { token }: Token) {
    return { data: await this.links.optOut(token) };
  }
}
