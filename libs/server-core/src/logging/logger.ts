import type { LoggerService } from '@nestjs/common';
import { currentRequest } from '../context/request-context.js';

type Level = 'error' | 'warn' | 'info' | 'debug';
const LEVELS: Record<Level, number> = { error: 0, warn: 1, info: 2, debug: 3 };

/**
 * One JSON object per line on stdout, each with the request id of the request it belongs to
 * (from the async context), so one request's lines can be grepped across instances.
 * LOG_LEVEL (error|warn|info|debug, default info) filters; LOG_LEVEL=silent turns it off (tests).
 */
export class AppLogger implements LoggerService {
  constructor(private readonly scope = 'app') {}

  /** A logger whose lines say which part of the system wrote them. */
  child(scope: string): AppLogger {
    return new AppLogger(scope);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  info(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    const threshold = process.env.LOG_LEVEL ?? 'info';
    if (threshold === 'silent' || LEVELS[level] > (LEVELS[threshold as Level] ?? LEVELS.info)) return;
    const line: Record<string, unknown> = {
      time: new Date().toISOString(),
      level,
      request_id: currentRequest()?.requestId,
      scope: this.scope,
      ...describe(message),
    };
    // Nest passes the context name as the last string argument; anything else is detail.
    for (const extra of rest) {
      if (typeof extra === 'string' && line.scope === this.scope) line.scope = extra;
      else if (extra instanceof Error) line.error = { message: extra.message, stack: extra.stack };
      else if (extra && typeof extra === 'object') Object.assign(line, extra);
      else if (extra !== undefined) line.detail = extra;
    }
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}

function describe(message: unknown): Record<string, unknown> {
  if (message instanceof Error) return { msg: message.message, stack: message.stack };
  if (message && typeof message === 'object') return message as Record<string, unknown>;
  return { msg: String(message) };
}

/** The process-wide logger; scoped children via `logger.child('identity')`. */
export const logger = new AppLogger();
