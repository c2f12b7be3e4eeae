import { consentPoints, type Language } from '@dental/contracts';
import { DEFAULT_TIME_ZONE, formatDateTime } from '@dental/domain-time';
import { translate } from '@dental/i18n';
import type { PdfDocument } from '@dental/server-core';

/** Everything the signed PDF shows (the form's signed content plus who is who). */
export interface ConsentPdfInput {
  title: string;
  language: Language;
  patientName: string;
  personalCode: string | null;
  text: string;
  signerName: string;
  representative: { name: string; relation: string } | null;
  patientSignature: string;
  staffName: string;
  staffSignature: string;
  signedAt: Date;
  device: string;
  contentSha256: string;
}

/**
 * The signed consent form a patient takes home and the clinic keeps: the text as shown (point by
 * point, each ticked), both drawn signatures, the time (Riga's, and UTC), the device and the
 * SHA-256 of the signed content, so a printed copy can be checked against the record.
 */
export function consentPdf(input: ConsentPdfInput): PdfDocument {
  const t = (key: string, params?: Record<string, unknown>) => translate(input.language, `consents:pdf.${key}`, params);
  const points = consentPoints(input.text);
  return {
    info: { title: input.title },
    content: [
      { text: input.title, fontSize: 18, bold: true },
      { text: `${t('patient')}: ${input.patientName}`, margin: [0, 8, 0, 0] },
      ...(input.personalCode ? [{ text: `${t('personal_code')}: ${input.personalCode}` }] : []),
      { text: t('points_ticked', { count: points.length }), fontSize: 9, italics: true, margin: [0, 8, 0, 4] },
      ...points.map((point, index) => ({ text: `${index + 1}. [x] ${point}`, margin: [0, 0, 0, 6] as [number, number, number, number] })),
      {
        margin: [0, 16, 0, 0],
        columns: [
          {
            width: '*',
            stack: [
              { text: t('patient_signature'), bold: true },
              { image: input.patientSignature, fit: [220, 90] },
              { text: input.signerName },
              ...(input.representative ? [{ text: t('representative', { name: input.representative.name, relation: input.representative.relation }), fontSize: 9 }] : []),
            ],
          },
          {
            width: '*',
            stack: [{ text: t('staff_signature'), bold: true }, { image: input.staffSignature, fit: [220, 90] }, { text: input.staffName }],
          },
        ],
      },
      { text: `${t('signed_at')}: ${formatDateTime(input.signedAt, input.language, DEFAULT_TIME_ZONE)} (${input.signedAt.toISOString()})`, margin: [0, 16, 0, 0], fontSize: 9 },
      { text: `${t('device')}: ${input.device}`, fontSize: 9 },
      { text: `${t('content_sha256')}: ${input.contentSha256}`, fontSize: 8 },
    ],
  };
}
