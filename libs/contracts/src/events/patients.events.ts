import { z } from 'zod';

/** Two cards of one person merged: `merged_uuid`'s records now belong to `patient_uuid`. */
export const patientMergedV1 = z.strictObject({
  patient_uuid: z.uuid(),
  merged_uuid: z.uuid(),
});
