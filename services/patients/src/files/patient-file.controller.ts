import { Controller, Delete, Get, Header, HttpCode, Post, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  envelope,
  patientFileParamsSchema,
  patientFileSchema,
  patientFileSectionParamsSchema,
  type PatientFile,
  type PatientFileSection,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodParams, type AuthSession } from '@dental/server-core';
import { z } from 'zod';
import { Audited } from '../audit/audited.decorator.js';
import { contentDisposition } from './file-sniffing.js';
import { FileUploadInterceptor } from './file-upload.interceptor.js';
import { toPatientFileAnswer } from './patient-file.mapper.js';
import { PatientFileService, type UploadedFile as Upload } from './patient-file.service.js';

type SectionParams = { uuid: string; section: PatientFileSection };
type FileParams = SectionParams & { file_uuid: string };

/** Medical files and documents of the card: upload (multipart `file`), list, download, delete. */
@ApiTags('patients')
@Controller('patients/:uuid/files/:section')
@Audited('files')
export class PatientFileController {
  constructor(private readonly files: PatientFileService) {}

  @Get()
  @Access('patients_view')
  @ZodAnswer(envelope(z.array(patientFileSchema)))
  async list(@ZodParams(patientFileSectionParamsSchema) { uuid, section }: SectionParams): Promise<{ data: PatientFile[] }> {
    return { data: (await this.files.list(uuid, section)).map(toPatientFileAnswer) };
  }

  /** Refused (400 naming `file`): too large, not an allowed type by its bytes, or an extension that lies. */
  @Post()
  @Access('patients_edit')
  @UseInterceptors(FileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ZodAnswer(envelope(patientFileSchema), 201)
  async upload(
    @ZodParams(patientFileSectionParamsSchema) { uuid, section }: SectionParams,
    @UploadedFile() file: Upload | undefined,
    @CurrentAuth() auth: AuthSession,
  ): Promise<{ data: PatientFile }> {
    return { data: toPatientFileAnswer(await this.files.upload(uuid, section, file, auth)) };
  }

  /** The bytes, with the type recognised at upload and the original name as a safe attachment. */
  @Get(':file_uuid')
  @Access('patients_view')
  @Header('x-content-type-options', 'nosniff')
  async download(@ZodParams(patientFileParamsSchema) { uuid, section, file_uuid }: FileParams): Promise<StreamableFile> {
    const { file, stream } = await this.files.open(uuid, section, file_uuid);
    return new StreamableFile(stream, {
      type: file.contentType,
      length: Number(file.size),
      disposition: contentDisposition(file.name),
    });
  }

  @Delete(':file_uuid')
  @HttpCode(204)
  @Access('patients_edit')
  async remove(@ZodParams(patientFileParamsSchema) { uuid, section, file_uuid }: FileParams): Promise<void> {
    await this.files.remove(uuid, section, file_uuid);
  }
}
