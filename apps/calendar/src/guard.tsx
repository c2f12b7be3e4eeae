import type { ReactNode } from 'react';
import type { Permission } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { RequireAllowed } from '@dental/ui/router';

/** A route of this module that needs a permission; without it the user lands on /403. */
export function Guard({ permission, children }: { permission: Permission; children: ReactNode }) {
  const can = useCan();
  return <RequireAllowed allowed={can(permission)}>{children}</RequireAllowed>;
}
