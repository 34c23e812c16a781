import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/expectOk';
import { fieldErrorsOf } from './serverErrors';

const badRequest = (details: { path: string; message: string }[]) =>
  new ApiError(400, { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'no', requestId: 'r', details });

describe('fieldErrorsOf', () => {
  it('names the body fields of details[].path, first message per field', () => {
    const fields = fieldErrorsOf(
      badRequest([
        { path: 'body/email', message: 'must match format "email"' },
        { path: '/body/phone', message: 'must match pattern' },
        { path: 'body/email', message: 'second' },
        { path: 'querystring/limit', message: 'must be <= 200' },
      ]),
    );
    expect([...fields]).toEqual([
      ['email', 'must match format "email"'],
      ['phone', 'must match pattern'],
    ]);
  });

  it('finds nothing in other failures', () => {
    expect(fieldErrorsOf(new ApiError(500, undefined)).size).toBe(0);
    expect(fieldErrorsOf(new TypeError('Failed to fetch')).size).toBe(0);
  });
});
