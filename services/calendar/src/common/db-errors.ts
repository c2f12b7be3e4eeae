import { DriverException } from '@mikro-orm/core';

const EXCLUSION_VIOLATION = '23P01';

/** The name of the exclusion constraint a write ran into, or undefined for any other error. */
export function exclusionViolation(error: unknown): string | undefined {
  if (!(error instanceof DriverException)) return undefined;
  const driver = error as DriverException & { code?: string; constraint?: string };
  if (driver.code !== EXCLUSION_VIOLATION) return undefined;
  return driver.constraint ?? /constraint "([^"]+)"/.exec(error.message)?.[1] ?? '';
}
