import { SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { PUBLIC, type Access as AccessLevel } from '@dental/contracts';

export const ACCESS_KEY = 'dental:access';

/**
 * Who may call an endpoint: a permission name, SIGNED_IN or PUBLIC. Required on every controller
 * method — the global AccessGuard refuses (403) any route without it, and the route-access
 * snapshot test fails, so forgetting it is loud rather than open.
 */
export function Access(access: AccessLevel): MethodDecorator {
  return (target, key, descriptor) => {
    SetMetadata(ACCESS_KEY, access)(target, key, descriptor);
    if (access !== PUBLIC) ApiBearerAuth()(target, key, descriptor);
  };
}
