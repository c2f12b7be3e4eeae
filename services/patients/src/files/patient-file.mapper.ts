import type { PatientFile as PatientFileAnswer } from '@dental/contracts';
import { toStaff } from '../patients/patient.mapper.js';
import type { PatientFile } from './patient-file.entity.js';

export const toPatientFileAnswer = (file: PatientFile): PatientFileAnswer => {
  const uploader = file.uploadedBy?.isInitialized() ? file.uploadedBy.getEntity() : null;
  return {
    uuid: file.uuid,
    section: file.section,
    name: file.name,
    content_type: file.contentType,
    size: Number(file.size),
    uploaded_by: uploader ? toStaff(uploader) : null,
    created_at: file.createdAt.toISOString(),
  };
};
