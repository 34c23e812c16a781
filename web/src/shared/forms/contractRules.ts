import { z } from 'zod';
import { isEmail, isUuid } from '../lib/validation';

/** The part of JSON Schema the contracts use for request fields. */
export interface JsonSchema {
  type?: string | readonly string[];
  enum?: readonly (string | number)[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  items?: JsonSchema;
  maxItems?: number;
  const?: string | number | boolean;
}

/** The error type of text longer than the contract allows (zod's issue code), which FormField words apart. */
export const TOO_LONG = 'too_big';

/** One message per field, shown whatever rule the value breaks (the spec words them that way). */
export type FieldMessages<Field extends string> = Record<Field, string>;

const isNullSchema = (schema: JsonSchema) => schema.type === 'null';

/** `{ type: [string, 'null'] }` or `{ oneOf: [X, { type: 'null' }] }`: the X, or nothing when it is not nullable. */
function nonNullPart(schema: JsonSchema): JsonSchema | undefined {
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = schema.type.filter((type) => type !== 'null');
    if (types.length !== 1) throw new Error(`type ${schema.type.join(', ')} is not supported`);
    return { ...schema, type: types[0] };
  }
  if (schema.oneOf?.some(isNullSchema)) {
    const others = schema.oneOf.filter((option) => !isNullSchema(option));
    if (others.length !== 1) throw new Error('only oneOf [X, null] is supported');
    return others[0];
  }
  return undefined;
}

/** `{ oneOf: [{ enum: [a, b] }, { enum: [''] }] }`: one enum of every option's values, or nothing when an option is not an enum. */
function mergedEnum(schema: JsonSchema): JsonSchema | undefined {
  if (!schema.oneOf || schema.oneOf.length === 0 || !schema.oneOf.every((option) => option.enum)) return undefined;
  return { type: 'string', enum: schema.oneOf.flatMap((option) => option.enum ?? []) };
}

/** A list of strings is typed as comma-separated text; empty entries and repeats are dropped. */
const commaList = (value: unknown) =>
  typeof value === 'string'
    ? [
        ...new Set(
          value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        ),
      ]
    : value;

/** A nullable field left empty is sent as null. */
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

function fieldRule(name: string, schema: JsonSchema, message: string, verbatim: boolean): z.ZodType {
  const error = { error: message };
  // `{ allOf: [{ $ref: Package }], default: growth }`: a shared type with a field's own default.
  if (schema.allOf) {
    const [only, ...more] = schema.allOf;
    if (!only || more.length > 0) throw new Error(`${name}: only allOf of one schema is supported`);
    const { allOf: _, ...own } = schema;
    return fieldRule(name, { ...only, ...own }, message, verbatim);
  }
  const nonNull = nonNullPart(schema);
  if (nonNull) return z.preprocess(emptyAsNull, fieldRule(name, nonNull, message, verbatim).nullable());
  const choices = mergedEnum(schema);
  if (choices) return fieldRule(name, choices, message, verbatim);
  if (schema.enum) {
    if (!schema.enum.every((value) => typeof value === 'string')) throw new Error(`${name}: only string enums are supported`);
    return z.enum(schema.enum as [string, ...string[]], error);
  }
  if (schema.type === 'boolean') return schema.const === undefined ? z.boolean(error) : z.literal(schema.const, error);
  if (schema.type === 'array') {
    if (!schema.items) throw new Error(`${name}: an array needs its items' schema`);
    const item = fieldRule(`${name}[]`, schema.items, message, verbatim);
    let list = z.array(z.unknown(), error);
    if (schema.maxItems !== undefined) list = list.max(schema.maxItems, error);
    // A bad item is reported on the list itself: the form shows the list as one field.
    const items = list.transform((values, context) => {
      const parsed = values.map((value) => item.safeParse(value));
      if (parsed.every((result) => result.success)) return parsed.map((result) => result.data);
      context.issues.push({ code: 'custom', message, input: values });
      return z.NEVER;
    });
    return z.preprocess(commaList, items);
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    let rule = schema.type === 'integer' ? z.int(error) : z.number(error);
    if (schema.minimum !== undefined) rule = rule.min(schema.minimum, error);
    if (schema.maximum !== undefined) rule = rule.max(schema.maximum, error);
    return rule;
  }
  if (schema.type !== 'string') throw new Error(`${name}: type ${String(schema.type)} is not supported`);
  // Surrounding spaces are dropped before the rules are checked, and in what is sent.
  let rule = verbatim ? z.string(error) : z.string(error).trim();
  if (schema.minLength !== undefined) rule = rule.min(schema.minLength, error);
  if (schema.maxLength !== undefined) rule = rule.max(schema.maxLength, error);
  if (schema.pattern !== undefined) rule = rule.regex(new RegExp(schema.pattern, 'u'), error);
  if (schema.format === 'uuid') return rule.refine(isUuid, error);
  if (schema.format === 'email') return rule.refine(isEmail, error);
  return rule;
}

/** What an input carries of a field's rules: the most characters it takes, and whether the request needs it. */
export interface FieldLimits {
  maxLength?: number;
  required: boolean;
}

/** A text field's own schema: a nullable one's string part, a shared type's with the field's own keywords. */
function textPart(schema: JsonSchema): JsonSchema | undefined {
  if (schema.allOf?.length === 1) return textPart({ ...schema.allOf[0], ...schema, allOf: undefined });
  const nonNull = nonNullPart(schema);
  if (nonNull) return textPart(nonNull);
  return schema.type === 'string' ? schema : undefined;
}

export function fieldLimits(body: JsonSchema, name: string): FieldLimits {
  const schema = body.properties?.[name];
  return {
    maxLength: schema && textPart(schema)?.maxLength,
    required: body.required?.includes(name) ?? false,
  };
}

/**
 * The zod rules of a contract's request body, for the fields a form asks for. Lengths, patterns,
 * bounds and enums come from the contract; the message of each field comes from the catalog.
 */
export function contractRules<Field extends string>(
  body: JsonSchema,
  messages: FieldMessages<Field>,
  /** Fields sent exactly as typed (a password's spaces are part of it). */
  verbatim: readonly NoInfer<Field>[] = [],
) {
  const shape = Object.fromEntries(
    (Object.keys(messages) as Field[]).map((name) => {
      const schema = body.properties?.[name];
      if (!schema) throw new Error(`The contract has no field ${name}`);
      const rule = fieldRule(name, schema, messages[name], verbatim.includes(name));
      return [name, body.required?.includes(name) ? rule : rule.optional()];
    }),
  ) as Record<Field, z.ZodType>;
  return z.object(shape);
}
