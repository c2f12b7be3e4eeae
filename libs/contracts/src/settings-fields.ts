import { z } from 'zod';

/** Field builders the settings contracts share (not exported from the package: local vocabulary). */
export const versionField = z.number().int().min(1);
/** 'HH:mm', 00:00-23:59; `endOfDay` also accepts 24:00. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const timeOfDayOrEnd = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/);
