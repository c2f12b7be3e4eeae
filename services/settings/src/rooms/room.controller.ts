import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  branchItemParamsSchema,
  branchUuidParamsSchema,
  deleteQuerySchema,
  envelope,
  pagedEnvelope,
  pageQuerySchema,
  roomCreateSchema,
  roomEditSchema,
  roomSchema,
  type PageQuery,
  type RoomCreate,
  type RoomEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer } from '@dental/server-core';
import { toRoomAnswer } from './room.mapper.js';
import { RoomsService } from './rooms.service.js';

type BranchParams = { branch_uuid: string };
type ItemParams = { branch_uuid: string; uuid: string };

/** A branch's rooms tab (branch_rooms_view / branch_edit). */
@ApiTags('rooms')
@Controller('settings/branches/:branch_uuid/rooms')
export class RoomController {
  constructor(private readonly rooms: RoomsService) {}

  @Get()
  @Access('branch_rooms_view')
  @ZodAnswer(pagedEnvelope(roomSchema))
  async list(@ZodParams(branchUuidParamsSchema) { branch_uuid }: BranchParams, @ZodQuery(pageQuerySchema) query: PageQuery) {
    return pagedAnswer(await this.rooms.page(branch_uuid, query), toRoomAnswer);
  }

  @Get(':uuid')
  @Access('branch_rooms_view')
  @ZodAnswer(envelope(roomSchema))
  async get(@ZodParams(branchItemParamsSchema) { branch_uuid, uuid }: ItemParams) {
    return { data: toRoomAnswer(await this.rooms.getInBranch(branch_uuid, uuid)) };
  }

  @Post()
  @HttpCode(201)
  @Access('branch_edit')
  @ZodAnswer(envelope(roomSchema), 201)
  async create(@ZodParams(branchUuidParamsSchema) { branch_uuid }: BranchParams, @ZodBody(roomCreateSchema) body: RoomCreate) {
    return { data: toRoomAnswer(await this.rooms.create(branch_uuid, body)) };
  }

  @Patch(':uuid')
  @Access('branch_edit')
  @ZodAnswer(envelope(roomSchema))
  async edit(@ZodParams(branchItemParamsSchema) { branch_uuid, uuid }: ItemParams, @ZodBody(roomEditSchema) body: RoomEdit) {
    return { data: toRoomAnswer(await this.rooms.edit(branch_uuid, uuid, body)) };
  }

  @Delete(':uuid')
  @HttpCode(204)
  @Access('branch_edit')
  async remove(@ZodParams(branchItemParamsSchema) { branch_uuid, uuid }: ItemParams, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.rooms.remove(branch_uuid, uuid, version);
  }
}
