import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
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
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body'
      ? bodyAjv.compile(schema as AnySchema)
      : plainIntegersFirst(schema, urlAjv.compile(schema as AnySchema) as ValidateFunction),
  );
}

/** An integer in a URL is written in digits, with a minus sign at most: no exponent, point, sign, space or base. */
const plainInteger = /^-?[0-9]+$/;

interface PropertySchema {
  type?: string | string[];
  items?: PropertySchema;
}

const isIntegerType = (schema: PropertySchema | undefined) =>
  schema?.type === 'integer' || (Array.isArray(schema?.type) && schema.type.includes('integer'));

/** The names of an object schema's properties that hold integers, alone or in a list. */
function integerProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, PropertySchema> } | undefined)?.properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => isIntegerType(property) || (property.type === 'array' && isIntegerType(property.items)))
    .map(([name]) => name);
}

type UrlValidator = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => boolean) & {
  errors?: ValidateFunction['errors'];
  schemaEnv?: unknown;
};

/**
 * Ajv's coercion reads a query string's or path's text as JavaScript does (`1e3` is 1000, `0x10` is 16,
 * ` 1` and `+1` are 1), so the text of every integer is checked to be plain digits before it is coerced.
 */
function plainIntegersFirst(schema: unknown, validate: UrlValidator): UrlValidator {
  const names = integerProperties(schema);
  if (names.length === 0) return validate;
  const checked: UrlValidator = (data, context) => {
    const values = (data ?? {}) as Record<string, unknown>;
    const wrong = names.filter((name) =>
      ([] as unknown[]).concat(values[name] ?? []).some((value) => typeof value === 'string' && !plainInteger.test(value)),
    );
    if (wrong.length > 0) {
      checked.errors = wrong.map((name) => ({
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}/type`,
        keyword: 'type',
        params: { type: 'integer' },
        message: 'must be an integer written in digits',
      }));
      return false;
    }
    const valid = validate(data, context);
    checked.errors = validate.errors;
    return valid;
  };
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/** How deeply a JSON body may nest arrays and objects; the contracts' bodies nest a few levels at most. */
const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one pass without parsing it
 * (malformed text is JSON.parse's to refuse): brackets count only outside strings. Checked before
 * anything walks the parsed value, so no walker (ours, Ajv's, a logger's) meets a depth that would
 * overflow its stack.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the character after it (a quote among them).
      if (char === 0x5c) i += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

/** A lone surrogate: with the `u` flag a pair is one code point, so only an unpaired half matches. */
const loneSurrogate = /\p{Surrogate}/u;

/**
 * What is wrong with the text of a parsed value, keys included, if anything: a NUL character
 * (PostgreSQL text cannot hold one) or a lone surrogate (ill-formed Unicode, which PostgreSQL's jsonb
 * refuses). Walked with a stack of its own, so no depth overflows it.
 */
function unacceptableText(value: unknown): 'nul' | 'lone-surrogate' | undefined {
  const pending: unknown[] = [value];
  const check = (text: string) => (text.includes('\u0000') ? 'nul' : loneSurrogate.test(text) ? 'lone-surrogate' : undefined);
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      const problem = check(next);
      if (problem) return problem;
    } else if (Array.isArray(next)) {
      for (const item of next as unknown[]) pending.push(item);
    } else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        const problem = check(key);
        if (problem) return problem;
        pending.push(inner);
      }
    }
  }
  return undefined;
}

const invalidCharacters = (problem: 'nul' | 'lone-surrogate' | 'not-utf-8') =>
  new AppError(
    400,
    'INVALID_CHARACTERS',
    problem === 'nul' ? 'The request contains a NUL character.' : 'The request contains text that is not valid Unicode.',
  );

const tooDeep = () =>
  new AppError(400, 'JSON_TOO_DEEP', `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`);

// Fatal: bytes that are not UTF-8 (a lone surrogate written out as bytes among them) are refused, not
// replaced. The BOM is kept, so JSON.parse refuses it as before.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function parseJsonBody(bytes: Buffer): unknown {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw invalidCharacters('not-utf-8');
  }
  if (text.length === 0) return undefined;
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw tooDeep();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
  }
  const problem = unacceptableText(parsed);
  if (problem) throw invalidCharacters(problem);
  return parsed;
}

/**
 * JSON bodies that are UTF-8, nest at most MAX_JSON_DEPTH levels and hold no NUL character or lone
 * surrogate, nor do the decoded query string and path parameters. The URL is checked once the route's
 * role check (an onRequest hook) has run, and before the body is read.
 */
export function registerInputGuards(app: FastifyInstance): void {
  // JSON is the only body the contracts accept; anything else is a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer));
    } catch (error) {
      done(error as AppError, undefined);
    }
  });
  app.addHook('preParsing', async (request) => {
    const problem = unacceptableText([request.query, request.params]);
    if (problem) throw invalidCharacters(problem);
  });
}
