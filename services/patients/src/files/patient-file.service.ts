import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { PatientFileSection } from '@dental/contracts';
import { User } from '@dental/identity';
import { badRequest, logger, notFound, uploadedFileName, type AuthSession } from '@dental/server-core';
import { PatientService } from '../patients/patient.service.js';
import { extensionFits, sniffContentType } from './file-sniffing.js';
import { PatientFile } from './patient-file.entity.js';
import { FILE_STORAGE, type FileStorage } from './storage/file-storage.js';

const log = logger.child('patient-files');

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** Files of a patient card, per section; the bytes in the configured FileStorage. */
@Injectable()
export class PatientFileService {
  constructor(
    private readonly em: EntityManager,
    private readonly patients: PatientService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async list(uuid: string, section: PatientFileSection): Promise<PatientFile[]> {
    await this.patients.exists(uuid);
    return this.em.find(PatientFile, { patient: uuid, section }, { populate: ['uploadedBy'], orderBy: { createdAt: 'desc', uuid: 'desc' } });
  }

  /**
   * Checks the bytes (type by magic number, extension consistent with it), then stores them, then
   * writes the row; if the row fails the stored bytes are removed again. Nothing is stored for a
   * refused file.
   */
  async upload(uuid: string, section: PatientFileSection, file: UploadedFile | undefined, auth: AuthSession): Promise<PatientFile> {
    const patient = await this.patients.editable(uuid);
    if (!file || file.size === 0) throw badRequest('VALIDATION_FAILED', { file: 'file_required' });
    const contentType = await sniffContentType(file.buffer);
    if (!contentType) throw badRequest('VALIDATION_FAILED', { file: 'file_type_not_allowed' });
    const name = uploadedFileName(file.originalname);
    if (!extensionFits(name, contentType)) throw badRequest('VALIDATION_FAILED', { file: 'file_type_mismatch' });

    const fileUuid = randomUUID();
    const storageKey = `${auth.companyId}/${patient.uuid}/${fileUuid}`;
    await this.storage.put(storageKey, file.buffer, contentType);
    try {
      const row = this.em.create(PatientFile, {
        uuid: fileUuid,
        patient,
        section,
        name,
        contentType,
        size: file.size,
        sha256: createHash('sha256').update(file.buffer).digest('hex'),
        storageKey,
        uploadedBy: this.em.getReference(User, auth.userId),
      });
      await this.em.flush();
      await this.em.populate(row, ['uploadedBy']);
      return row;
    } catch (error) {
      await this.storage.remove(storageKey).catch((cleanup: unknown) => log.error({ msg: 'orphan file left', storageKey }, cleanup));
      throw error;
    }
  }

  async open(uuid: string, section: PatientFileSection, fileUuid: string): Promise<{ file: PatientFile; stream: Readable }> {
    const file = await this.find(uuid, section, fileUuid);
    return { file, stream: await this.storage.get(file.storageKey) };
  }

  /** Soft delete: the row leaves the list, the bytes stay (nothing entered is lost by a delete). */
  async remove(uuid: string, section: PatientFileSection, fileUuid: string): Promise<void> {
    const file = await this.find(uuid, section, fileUuid);
    file.deletedAt = new Date();
    await this.em.flush();
  }

  private async find(uuid: string, section: PatientFileSection, fileUuid: string): Promise<PatientFile> {
    await this.patients.exists(uuid);
    const file = await this.em.findOne(PatientFile, { uuid: fileUuid, patient: uuid, section });
    if (!file) throw notFound();
    return file;
  }
}
