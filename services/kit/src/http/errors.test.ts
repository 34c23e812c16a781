import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, toErrorBody } from './errors.js';

describe('toErrorBody', () => {
  it('keeps an AppError’s status, code and message', () => {
    expect(toErrorBody(new AppError(404, 'LEADS_INQUIRY_NOT_FOUND', 'No inquiry with this id.'), 'req-1')).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'LEADS_INQUIRY_NOT_FOUND',
      message: 'No inquiry with this id.',
      requestId: 'req-1',
    });
  });

  it('turns validation issues into details with paths', () => {
    const error = Object.assign(new Error('bad'), {
      validation: [
        { instancePath: '/email', keyword: 'format', message: 'must match format "email"', params: {} },
        {
          instancePath: '',
          keyword: 'required',
          message: "must have required property 'name'",
          params: { missingProperty: 'name' },
        },
        { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'status' } },
        { instancePath: '/phone', keyword: 'maxLength', message: 'must NOT have more than 40 characters', params: { limit: 40 } },
      ],
      validationContext: 'body',
    }) as unknown as FastifyError;
    const body = toErrorBody(error, 'req-2');
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.details).toEqual([
      { path: 'body/email', message: 'must match format "email"' },
      { path: 'body/name', message: "must have required property 'name'" },
      { path: 'body/status', message: 'is not allowed' },
      { path: 'body/phone', message: 'may be at most 40 characters' },
    ]);
  });

  it('reports at most the first 20 problems of a request', () => {
    const validation = Array.from({ length: 500 }, (_, i) => ({
      instancePath: '',
      keyword: 'additionalProperties',
      params: { additionalProperty: `extra${i}` },
    }));
    const error = Object.assign(new Error('bad'), { validation, validationContext: 'body' }) as unknown as FastifyError;
    const details = toErrorBody(error, 'req-3').details ?? [];
    expect(details).toHaveLength(20);
    expect(details[0]).toEqual({ path: 'body/extra0', message: 'is not allowed' });
  });

  it('gives framework 4xx errors stable codes', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(toErrorBody(tooLarge as FastifyError, 'r').code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('never leaks what went wrong inside a 500', () => {
    const body = toErrorBody(new Error('password authentication failed for user "postgres"'), 'req-3');
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL',
      message: 'Something went wrong on our side.',
      requestId: 'req-3',
    });
  });
});
