import { NotFoundException } from '@nestjs/common';
import { ConnectionException, NotFoundError, OptimisticLockError, ServerException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ApiException } from '../http/api-exception.js';
import { toErrorAnswer } from '../http/error-answer.js';

describe('toErrorAnswer', () => {
  it('translates an ApiException and its fields', () => {
    const answer = toErrorAnswer(
      new ApiException(400, 'VALIDATION_FAILED', { name: { key: 'field_required', params: { name: 'name' } } }),
      'en',
      'req-1',
    );
    expect(answer).toEqual({
      status: 400,
      unexpected: false,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please fill all required fields',
          fields: { name: '"name" is required' },
          request_id: 'req-1',
        },
      },
    });
  });

  it('maps the ORM: stale version 409, not found 404, unique violation 409', () => {
    expect(toErrorAnswer(OptimisticLockError.lockFailed('Branch'), 'en').body.error.code).toBe('VERSION_CONFLICT');
    expect(toErrorAnswer(OptimisticLockError.lockFailed('Branch'), 'en').status).toBe(409);
    expect(toErrorAnswer(new NotFoundError('gone'), 'en').status).toBe(404);
    const unique = new UniqueConstraintViolationException(Object.assign(new Error('dup'), { code: '23505' }));
    expect(toErrorAnswer(unique, 'en')).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT' } } });
  });

  it("answers Nest's router 404 as ROUTE_NOT_FOUND", () => {
    expect(toErrorAnswer(new NotFoundException(), 'lv').body.error).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      message: 'Šāda API ceļa nav',
    });
  });

  it('answers a body that did not parse as 400', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected end'), { type: 'entity.parse.failed', status: 400 });
    expect(toErrorAnswer(parseError, 'en').status).toBe(400);
  });

  it('hides anything unexpected behind 500 INTERNAL and marks it for logging', () => {
    const answer = toErrorAnswer(new TypeError('x is undefined'), 'ru', 'req-2');
    expect(answer.status).toBe(500);
    expect(answer.unexpected).toBe(true);
    expect(answer.body.error.code).toBe('INTERNAL');
    expect(JSON.stringify(answer.body)).not.toContain('x is undefined');
  });

  it('answers a database that cannot be reached as 503 DATABASE_UNAVAILABLE, and a failed query still as 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:55432'), { code: 'ECONNREFUSED' });
    const shutdown = new ConnectionException(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    const poolTimeout = new Error('timeout exceeded when trying to connect');
    for (const error of [refused, shutdown, poolTimeout]) {
      expect(toErrorAnswer(error, 'en')).toMatchObject({ status: 503, unexpected: false, body: { error: { code: 'DATABASE_UNAVAILABLE', message: 'The database cannot be reached right now. Try again in a few seconds.' } } });
    }
    expect(toErrorAnswer(refused, 'lv').body.error.message).toBe('Datubāze šobrīd nav sasniedzama. Mēģiniet vēlreiz pēc dažām sekundēm.');
    const badQuery = new ServerException(Object.assign(new Error('division by zero'), { code: '22012' }));
    expect(toErrorAnswer(badQuery, 'en').status).toBe(500);
  });
});
