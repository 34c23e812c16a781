/**
 * Named parameters: SQL is written with `:name` placeholders and bound from an object, then sent to
 * PostgreSQL as `$1`, `$2`, … with the values beside it, never inlined into the text. A name used twice is one
 * parameter. Casts (`::text`), string literals, quoted identifiers, dollar-quoted strings and comments are
 * left alone, and so is a `:` right after a word (`arr[lo:hi]`).
 */

/** The values of a statement's placeholders, by name. An array is bound as one PostgreSQL array (`= ANY(:ids)`). */
export type SqlParams = Readonly<Record<string, unknown>>;

export interface BoundStatement {
  /** The statement with `$1`, `$2`, … in place of its names. */
  text: string;
  values: unknown[];
}

/** A statement whose placeholders and values do not match: a mistake in the code, not in the data. */
export class SqlParameterError extends Error {
  override name = 'SqlParameterError';
}

interface Compiled {
  text: string;
  /** The name of `$1`, `$2`, …, in that order. */
  names: string[];
}

const wordChar = /[A-Za-z0-9_$]/;
const nameAt = /[A-Za-z_][A-Za-z0-9_]*/y;
const dollarTagAt = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y;

function matchAt(pattern: RegExp, sql: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(sql)?.[0];
}

/** Where the literal or identifier opened by `sql[start]` ends (just past its closing quote). */
function skipQuoted(sql: string, start: number, backslashEscapes: boolean): number {
  const quote = sql[start]!;
  for (let i = start + 1; i < sql.length; i++) {
    if (backslashEscapes && sql[i] === '\\') i++;
    else if (sql[i] === quote) {
      if (sql[i + 1] !== quote) return i + 1;
      i++;
    }
  }
  throw new SqlParameterError(`Unterminated ${quote} in ${sql}`);
}

/** Where the block comment opened at `start` ends; PostgreSQL's block comments nest. */
function skipBlockComment(sql: string, start: number): number {
  let depth = 0;
  for (let i = start; i < sql.length; i++) {
    if (sql.startsWith('/*', i)) {
      depth++;
      i++;
    } else if (sql.startsWith('*/', i)) {
      depth--;
      i++;
      if (depth === 0) return i + 1;
    }
  }
  throw new SqlParameterError(`Unterminated comment in ${sql}`);
}

function compile(sql: string): Compiled {
  const names: string[] = [];
  const numbers = new Map<string, number>();
  let text = '';
  let copied = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    const afterWord = i > 0 && wordChar.test(sql[i - 1]!);
    if (c === "'") {
      // E'…' takes backslash escapes; in every other literal a backslash is itself.
      const escaped = (sql[i - 1] === 'E' || sql[i - 1] === 'e') && !(i > 1 && wordChar.test(sql[i - 2]!));
      i = skipQuoted(sql, i, escaped);
    } else if (c === '"') {
      i = skipQuoted(sql, i, false);
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
    } else if (c === '/' && sql[i + 1] === '*') {
      i = skipBlockComment(sql, i);
    } else if (c === '$' && !afterWord) {
      const tag = matchAt(dollarTagAt, sql, i);
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        if (end < 0) throw new SqlParameterError(`Unterminated ${tag} in ${sql}`);
        i = end + tag.length;
      } else if (/[0-9]/.test(sql[i + 1] ?? '')) {
        throw new SqlParameterError(`Positional parameter in ${sql}: name it (:name)`);
      } else i++;
    } else if (c === ':' && sql[i + 1] === ':') {
      i += 2;
    } else if (c === ':' && !afterWord && matchAt(nameAt, sql, i + 1)) {
      const name = matchAt(nameAt, sql, i + 1)!;
      let number = numbers.get(name);
      if (number === undefined) {
        names.push(name);
        number = names.length;
        numbers.set(name, number);
      }
      text += `${sql.slice(copied, i)}$${number}`;
      i += 1 + name.length;
      copied = i;
    } else i++;
  }
  return { text: text + sql.slice(copied), names };
}

/** Statements are mostly constants, so each text is compiled once; the bound keeps dynamic ones from piling up. */
const compiledTexts = new Map<string, Compiled>();
const MAX_COMPILED = 2000;

function compiled(sql: string): Compiled {
  let statement = compiledTexts.get(sql);
  if (!statement) {
    statement = compile(sql);
    if (compiledTexts.size >= MAX_COMPILED) compiledTexts.clear();
    compiledTexts.set(sql, statement);
  }
  return statement;
}

/**
 * `sql` with its `:name` placeholders numbered and their values in order. Throws SqlParameterError for a
 * placeholder without a value (`undefined` is none: pass `null` for SQL NULL) and for a value no placeholder uses.
 */
export function bindNamed(sql: string, params: SqlParams = {}): BoundStatement {
  const { text, names } = compiled(sql);
  const values = new Array<unknown>(names.length);
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) throw new SqlParameterError(`:${name} has no value (pass null for NULL) in ${sql}`);
    values[i] = value;
  }
  const given = Object.keys(params);
  if (given.length !== names.length) {
    const unused = given.filter((name) => !names.includes(name));
    throw new SqlParameterError(`No placeholder uses ${unused.map((name) => `:${name}`).join(', ')} in ${sql}`);
  }
  return { text, values };
}
