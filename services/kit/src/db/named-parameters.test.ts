import { describe, expect, it } from 'vitest';
import { bindNamed, SqlParameterError } from './named-parameters.js';

describe('bindNamed', () => {
  it('numbers each name once, in order of first use, and binds its value', () => {
    expect(
      bindNamed('SELECT * FROM posts WHERE slug = :slug AND (:author IS NULL OR author = :author)', {
        author: null,
        slug: 'hello',
      }),
    ).toEqual({
      text: 'SELECT * FROM posts WHERE slug = $1 AND ($2 IS NULL OR author = $2)',
      values: ['hello', null],
    });
  });

  it('leaves casts alone, also right after a placeholder', () => {
    expect(bindNamed('SELECT :id::uuid, created_at::text, :ids::uuid[] FROM t', { id: 'a', ids: ['b'] })).toEqual({
      text: 'SELECT $1::uuid, created_at::text, $2::uuid[] FROM t',
      values: ['a', ['b']],
    });
  });

  it('binds an array as one value, for = ANY(:ids)', () => {
    const ids = ['4f0c', '9a1d'];
    expect(bindNamed('DELETE FROM t WHERE id = ANY(:ids)', { ids })).toEqual({
      text: 'DELETE FROM t WHERE id = ANY($1)',
      values: [ids],
    });
  });

  it('leaves string literals, quoted identifiers, dollar quotes and comments alone', () => {
    const sql = `SELECT 'at :noon', 'it''s :x', E'\\' :y', "odd:name", $$ :z $$, $tag$ :w $tag$ -- :comment
      /* :block /* :nested */ :still */ FROM t WHERE a = :a`;
    expect(bindNamed(sql, { a: 1 })).toEqual({ text: sql.replace(':a', '$1'), values: [1] });
  });

  it('leaves a colon right after a word alone (an array slice), and the jsonb ? operator', () => {
    const sql = "SELECT tags[lo:hi], data ? 'key' FROM t WHERE id = :id";
    expect(bindNamed(sql, { id: 7 }).text).toBe("SELECT tags[lo:hi], data ? 'key' FROM t WHERE id = $1");
  });

  it('keeps every value apart from the text, whatever it holds', () => {
    const hostile = "'; DROP TABLE t; -- :id $1 ?";
    expect(bindNamed('SELECT :name', { name: hostile })).toEqual({ text: 'SELECT $1', values: [hostile] });
  });

  it('refuses a placeholder without a value, undefined included', () => {
    expect(() => bindNamed('SELECT :id, :other', { id: 1 })).toThrow(SqlParameterError);
    expect(() => bindNamed('SELECT :id', { id: 1, other: 2 })).toThrow(/No placeholder uses :other/);
    expect(() => bindNamed('SELECT :id', { id: undefined })).toThrow(/:id has no value/);
    expect(() => bindNamed('SELECT :id')).toThrow(/:id has no value/);
    expect(() => bindNamed('SELECT :constructor', {})).toThrow(/:constructor has no value/);
  });

  it('refuses a value no placeholder uses, a name inside a literal included', () => {
    expect(() => bindNamed("SELECT ':id'", { id: 1 })).toThrow(/No placeholder uses :id/);
    expect(() => bindNamed('SELECT 1', { id: 1, slug: 's' })).toThrow(/No placeholder uses :id, :slug/);
  });

  it('refuses positional parameters and unterminated literals', () => {
    expect(() => bindNamed('SELECT $1', {})).toThrow(/Positional parameter/);
    expect(() => bindNamed("SELECT 'open", {})).toThrow(/Unterminated/);
    expect(() => bindNamed('SELECT 1 /* open', {})).toThrow(/Unterminated/);
  });

  it('answers the same for the same text, from its first compilation', () => {
    const sql = 'SELECT :a, :b';
    expect(bindNamed(sql, { a: 1, b: 2 })).toEqual({ text: 'SELECT $1, $2', values: [1, 2] });
    expect(bindNamed(sql, { b: 4, a: 3 })).toEqual({ text: 'SELECT $1, $2', values: [3, 4] });
  });
});
