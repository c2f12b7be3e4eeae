import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { clientErrorReportSchema, type ClientErrorReport } from '@dental/contracts';
import { Access, ZodBody, logger } from '@dental/server-core';

const log = logger.child('client');

@ApiTags('platform')
@Controller('client-errors')
export class ClientErrorsController {
  /**
   * The browser reports answers of 500 and above here. Public, because the
   * failure may be the sign-in itself; the body is size-limited by its schema, and only logged.
   * `request_id` is the failed call's id, so the report joins that request's server log lines.
   */
  @Post()
  @HttpCode(204)
  @Access('public')
  report(@ZodBody(clientErrorReportSchema) report: ClientErrorReport): void {
    log.warn({ msg: 'client reported a failed call', failed_request_id: report.request_id, ...report });
  }
}
