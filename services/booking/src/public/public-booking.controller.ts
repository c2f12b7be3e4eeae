import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import {
  bookingConfirmSchema,
  bookingDoneSchema,
  bookingHoldCreateSchema,
  bookingHoldParamsSchema,
  bookingHoldSchema,
  bookingManagedSchema,
  bookingManageParamsSchema,
  bookingManageSlotsQuerySchema,
  bookingMoveSchema,
  bookingSlotsQuerySchema,
  bookingSlotsSchema,
  bookingSlugParamsSchema,
  bookingVisitSchema,
  envelope,
  publicBookingSchema,
  type BookingHoldCreate,
  type BookingManageSlotsQuery,
  type BookingSlotsQuery,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery } from '@dental/server-core';
import { HoldsService } from '../holds/holds.service.js';
import { ManageService } from '../manage/manage.service.js';
import { SlotsService } from '../slots/slots.service.js';

type Slug = { branch_slug: string };

/** The patient's online booking, no sign-in (public): the branch's page, free starts, holds and their code, and the booking's links. */
@ApiTags('public-booking')
@Controller('public/booking')
export class PublicBookingController {
  constructor(
    private readonly slots: SlotsService,
    private readonly holds: HoldsService,
    private readonly manage: ManageService,
  ) {}

  @Get('manage/:token')
  @Access('public')
  @ZodAnswer(envelope(bookingVisitSchema))
  async visit(@ZodParams(bookingManageParamsSchema) { token }: { token: string }) {
    return { data: await this.manage.view(token) };
  }

  @Get('manage/:token/slots')
  @Access('public')
  @ZodAnswer(envelope(bookingSlotsSchema))
  async moveSlots(@ZodParams(bookingManageParamsSchema) { token }: { token: string }, @ZodQuery(bookingManageSlotsQuerySchema) query: BookingManageSlotsQuery) {
    return { data: await this.manage.freeSlots(token, query) };
  }

  @Post('manage/:token/cancel')
  @HttpCode(200)
  @Access('public')
  @ZodAnswer(envelope(bookingManagedSchema))
  async cancel(@ZodParams(bookingManageParamsSchema) { token }: { token: string }) {
    return { data: await this.manage.cancel(token) };
  }

  @Post('manage/:token/move')
  @HttpCode(200)
  @Access('public')
  @ZodAnswer(envelope(bookingManagedSchema))
  async move(@ZodParams(bookingManageParamsSchema) { token }: { token: string }, @ZodBody(bookingMoveSchema) body: { start: string }) {
    return { data: await this.manage.move(token, new Date(body.start)) };
  }

  @Get(':branch_slug')
  @Access('public')
  @ZodAnswer(envelope(publicBookingSchema))
  async page(@ZodParams(bookingSlugParamsSchema) { branch_slug }: Slug) {
    return { data: await this.slots.page(branch_slug) };
  }

  /**
   * For the cluster's nginx (auth_request before it serves /book/{slug}): the page's frame-ancestors
   * in `x-frame-ancestors`, always 204 (an unknown or closed page: 'none'), so the edge serves the
   * page's index either way with the right header.
   */
  @Get(':branch_slug/frame-ancestors')
  @HttpCode(204)
  @Access('public')
  async frameAncestors(@ZodParams(bookingSlugParamsSchema) { branch_slug }: Slug, @Res({ passthrough: true }) res: Response): Promise<void> {
    res.setHeader('x-frame-ancestors', await this.slots.frameAncestors(branch_slug));
  }

  @Get(':branch_slug/slots')
  @Access('public')
  @ZodAnswer(envelope(bookingSlotsSchema))
  async freeSlots(@ZodParams(bookingSlugParamsSchema) { branch_slug }: Slug, @ZodQuery(bookingSlotsQuerySchema) query: BookingSlotsQuery) {
    return { data: await this.slots.slots(branch_slug, query) };
  }

  @Post(':branch_slug/holds')
  @Access('public')
  @ZodAnswer(envelope(bookingHoldSchema))
  async hold(@ZodParams(bookingSlugParamsSchema) { branch_slug }: Slug, @ZodBody(bookingHoldCreateSchema) body: BookingHoldCreate) {
    return { data: await this.holds.create(branch_slug, body) };
  }

  @Post(':branch_slug/holds/:uuid/confirm')
  @HttpCode(200)
  @Access('public')
  @ZodAnswer(envelope(bookingDoneSchema))
  async confirm(@ZodParams(bookingHoldParamsSchema) { branch_slug, uuid }: Slug & { uuid: string }, @ZodBody(bookingConfirmSchema) body: { code: string }) {
    return { data: await this.holds.confirm(branch_slug, uuid, body.code) };
  }
}
