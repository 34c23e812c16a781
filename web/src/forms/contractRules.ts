import { z } from 'zod';
import { isEmail } from '../lib/validation';

/** The part of JSON Schema the contracts use for request fields. */
export interface JsonSchema {
  type?: string;
  enum?: readonly (string | number)[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
}

/** One message per field, shown whatever rule the value breaks (the spec words them that way). */
export type FieldMessages<Field extends string> = Record<Field, string>;

function fieldRule(name: string, schema: JsonSchema, message: string, verbatim: boolean): z.ZodType {
  const error = { error: message };
  if (schema.enum) {
    if (!schema.enum.every((value) => typeof value === 'string')) throw new Error(`${name}: only string enums are supported`);
    return z.enum(schema.enum as [string, ...string[]], error);
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
  if (schema.format === 'email') return rule.refine(isEmail, error);
  return rule;
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
