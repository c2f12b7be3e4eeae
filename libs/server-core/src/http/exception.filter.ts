import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { DEFAULT_LANGUAGE } from '@dental/contracts';
import type { ApiRequest, ApiResponse } from '../context/api-request.js';
import { logger } from '../logging/logger.js';
import { toErrorAnswer } from './error-answer.js';

const log = logger.child('http');

/**
 * The one place errors become answers: `{"error": {code, message, fields?, request_id}}` with the
 * message in the request's language. Unexpected errors answer 500 INTERNAL and are logged with
 * their stack and request id; the client sees only the id.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<ApiRequest>();
    const res = http.getResponse<ApiResponse>();
    const answer = toErrorAnswer(error, req.context?.language ?? DEFAULT_LANGUAGE, req.context?.requestId);
    if (answer.unexpected) {
      log.error({ msg: 'unexpected error', method: req.method, path: req.originalUrl }, error);
    } else if (answer.status >= 500) {
      log.error({ msg: answer.body.error.code, method: req.method, path: req.originalUrl });
    }
    sendJson(res, answer.status, answer.body);
  }
}

/** Writes a JSON answer without relying on the framework (also used by the Express error hook). */
export function sendJson(res: ApiResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}
