import { Ajv, type AnySchema } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

// ajv-formats ships CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(options: ConstructorParameters<typeof Ajv>[0]): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, ...options });
  addFormats(ajv);
  return ajv;
}

/**
 * Bodies are checked as sent: no type coercion and no silent removal of unknown fields, so a
 * wrong type or an extra field (say, a status or id) is a 400 rather than something quietly accepted.
 * Query strings and path parameters arrive as text, so those are coerced to the declared types.
 */
export function registerValidators(app: FastifyInstance): void {
  const bodyAjv = makeAjv({ coerceTypes: false, removeAdditional: false, useDefaults: true });
  const urlAjv = makeAjv({ coerceTypes: 'array', removeAdditional: false, useDefaults: true });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : urlAjv).compile(schema as AnySchema));
}

/** True when any string in a parsed JSON value contains a NUL character (PostgreSQL text cannot hold one). */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
  }
  return false;
}

const nulInText = () => new AppError(400, 'INVALID_CHARACTERS', 'The request contains a NUL character.');

/** JSON parsing that rejects NUL characters anywhere, in the body or in the URL. */
export function registerInputGuards(app: FastifyInstance): void {
  // JSON is the only body the contracts accept; anything else is a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      done(new AppError(400, 'MALFORMED_JSON', 'The request body is not valid JSON.'), undefined);
      return;
    }
    done(containsNul(parsed) ? nulInText() : null, parsed);
  });
  app.addHook('onRequest', async (request) => {
    if (/%00/.test(request.url)) throw nulInText();
  });
}
