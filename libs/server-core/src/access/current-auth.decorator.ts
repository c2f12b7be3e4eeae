import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ApiRequest } from '../context/api-request.js';
import { ApiException } from '../http/api-exception.js';
import type { AuthSession } from './auth-session.js';

/** The signed-in session of the request (only on routes that are not PUBLIC). */
export const CurrentAuth = createParamDecorator((_: unknown, context: ExecutionContext): AuthSession => {
  const auth = context.switchToHttp().getRequest<ApiRequest>().context?.auth;
  if (!auth) throw new ApiException(401, 'UNAUTHENTICATED');
  return auth;
});
